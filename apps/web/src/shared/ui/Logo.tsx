// The Sugu mark (a shopping bag with an "S"), inline so it costs no request. Same drawing as /icon.svg.
interface LogoProps {
  size?: number;
  /** 'tile': cream bag on an accent tile; 'inverse': accent bag on a cream tile (for accent backgrounds). */
  variant?: 'tile' | 'inverse';
  className?: string;
}

export function Logo({ size = 40, variant = 'tile', className }: LogoProps) {
  const tile = variant === 'tile' ? 'var(--accent)' : '#fff7ed';
  const bag = variant === 'tile' ? '#fff7ed' : 'var(--accent)';
  return (
    <svg
      viewBox="0 0 512 512"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="512" height="512" rx="112" fill={tile} />
      <g transform="translate(0 -10)">
        <path
          d="M206 200v-30a50 50 0 0 1 100 0v30"
          fill="none"
          stroke={bag}
          strokeWidth="26"
          strokeLinecap="round"
        />
        <path d="M150 196h212l-16 186a32 32 0 0 1-32 30H198a32 32 0 0 1-32-30z" fill={bag} />
        <path
          d="M290 262c-6-13-19-20-36-20-22 0-37 12-37 29 0 20 18 27 39 32 22 6 41 13 41 35 0 18-17 30-40 30-19 0-33-7-41-21"
          fill="none"
          stroke={tile}
          strokeWidth="26"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
