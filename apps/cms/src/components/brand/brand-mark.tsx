/**
 * The Manara ("lighthouse") mark, drawn as the site draws it (apps/site/src/app/layout/logo.tsx):
 * a teal tile with the lighthouse in the tile's contrast colour, both from the brand's custom
 * properties in custom.scss, so it follows the CMS's light and dark themes. Without a size it
 * fills its container (the header's breadcrumb box, which Payload sizes per screen).
 */
export function BrandMark({ size }: { size?: number }) {
  return (
    <span
      className={size ? 'manara-mark' : 'manara-mark manara-mark--fill'}
      style={size ? { width: size, height: size } : undefined}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="60%" height="60%" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 3v3M9 21l1.5-11h3L15 21M7 21h10M8.5 9h7M5 6l2.5 1.5M19 6l-2.5 1.5" strokeLinecap="round" />
      </svg>
    </span>
  );
}
