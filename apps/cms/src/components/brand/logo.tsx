import { BrandMark } from './brand-mark';

/** Payload's `graphics.Logo`: the sign-in, password reset and first-user pages. */
export function Logo() {
  return (
    <div className="manara-logo">
      <BrandMark size={48} />
      <span className="manara-logo__words">
        <span className="manara-logo__name">Manara Research</span>
        <span className="manara-logo__product">Content manager</span>
      </span>
    </div>
  );
}
