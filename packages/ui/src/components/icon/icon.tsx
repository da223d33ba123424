import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface IconProps extends ComponentPropsWithRef<'svg'> {
  /** Size in px or any CSS length; defaults to 1em so the icon follows the text. */
  size?: number | string;
  /** A label makes the icon meaningful (`role="img"`); without one it is hidden from assistive tech. */
  label?: string;
}

function createIcon(name: string, path: ReactNode, filled = false) {
  function Icon({ size = '1em', label, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-slot="icon"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
        {...props}
      >
        {path}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const CheckIcon = createIcon('Check', <path d="M20 6 9 17l-5-5" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="m9 18 6-6-6-6" />);
export const ArrowRightIcon = createIcon('ArrowRight', <path d="M5 12h14M13 5l7 7-7 7" />);
export const CloseIcon = createIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const CopyIcon = createIcon(
  'Copy',
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const SunIcon = createIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
  </>,
);
export const MoonIcon = createIcon('Moon', <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />);
export const StarIcon = createIcon(
  'Star',
  <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z" />,
  true,
);
export const InboxIcon = createIcon(
  'Inbox',
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </>,
);
export const AlertIcon = createIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
