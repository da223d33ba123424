// The public forms' schemas, imported on demand (resolver-on-demand.ts): zod comes with them, so a
// page with a form does not evaluate zod and every schema before the visitor starts on the form.
import { resetPasswordSchema } from '@manara/contracts';

export {
  contactLeadSchema,
  forgotPasswordSchema,
  journalSchema,
  newsletterSignupSchema,
  reviewSubmissionSchema,
  scopeRequestSchema,
  signInSchema,
  signUpSchema,
  visitorPlanChoiceSchema,
  writerSchema,
} from '@manara/contracts';

/** The reset page asks for the password only: its token comes from the link. */
export const newPasswordSchema = resetPasswordSchema.pick({ password: true });
