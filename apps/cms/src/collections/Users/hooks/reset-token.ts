import type { CollectionBeforeOperationHook } from 'payload';
import { ClientError } from '../../../lib/client-error';

/**
 * A reset whose token matches no account, or whose hour has passed, is the client's doing (an old or
 * mistyped link): refused before Payload's operation with the 403 and the sentence Payload gives, as
 * a ClientError, so that it is logged as information and not as the server's error. Payload's own
 * check stays behind it, inside the operation's transaction.
 */
export const refuseDeadResetToken: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args;
  const token = (args as { data?: { token?: unknown } }).data?.token;
  const live =
    typeof token === 'string' && token !== ''
      ? await req.payload.db.findOne({
          collection: 'users',
          req,
          where: {
            resetPasswordToken: { equals: token },
            resetPasswordExpiration: { greater_than: new Date().toISOString() },
          },
        })
      : null;
  if (!live) throw new ClientError(req.t('error:tokenInvalidOrExpired'), 403);
  return args;
};
