/**
 * The site's line icons: lucide's drawings (lucide 1.75, ISC licence; all of them single paths on a 24 px grid) rendered
 * by one small component, without lucide-react's runtime of contexts, aliases and class merging (~1.5 kB gzipped on every page).
 */
export const icons = {
  arrowLeft: ['m12 19-7-7 7-7', 'M19 12H5'],
  arrowRight: ['M5 12h14', 'm12 5 7 7-7 7'],
  arrowUpRight: ['M7 7h10v10', 'M7 17 17 7'],
  close: ['M18 6 6 18', 'm6 6 12 12'],
  download: ['M12 15V3', 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5'],
  menu: ['M4 5h16', 'M4 12h16', 'M4 19h16'],
  minimize: ['m14 10 7-7', 'M20 10h-6V4', 'm3 21 7-7', 'M4 14h6v6'],
  search: ['m21 21-4.34-4.34', 'M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0'],
  play: ['M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z'],
  volumeOn: [
    'M11 4.702a.705.705 0 0 0-1.203-.498L6.413 7.587A1.4 1.4 0 0 1 5.416 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.416a1.4 1.4 0 0 1 .997.413l3.383 3.384A.705.705 0 0 0 11 19.298z',
    'M16 9a5 5 0 0 1 0 6',
    'M19.364 18.364a9 9 0 0 0 0-12.728',
  ],
  volumeOff: [
    'M11 4.702a.7.7 0 0 0-1.203-.498L6.413 7.587A1.4 1.4 0 0 1 5.416 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.416a1.4 1.4 0 0 1 .997.413l3.383 3.384A.7.7 0 0 0 11 19.298z',
    'm16.5 14.5 5-5',
    'm16.5 9.5 5 5',
  ],
} as const;

export type IconName = keyof typeof icons;

interface IconProps {
  name: IconName;
  size?: number | string;
  strokeWidth?: number;
  /** Filled as well as stroked (the play triangle). */
  filled?: boolean;
  className?: string;
}

/** Decorative: every icon sits next to text or inside a labelled control, so it is hidden from assistive technology. */
export function Icon({ name, ...props }: IconProps) {
  return <IconSvg paths={icons[name]} {...props} />;
}

/** The drawing of any path list on the 24 px grid (card-grid icons come from src/lib/cardIconDrawings.json, loaded only where used). */
export function IconSvg({
  paths,
  size = 24,
  strokeWidth = 2,
  filled = false,
  className,
}: Omit<IconProps, 'name'> & { paths: readonly string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
