import { useLingui } from '@lingui/react/macro';

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const glyphs = {
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15L19 12z',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  up: 'M5 15l7-7 7 7',
  down: 'M5 9l7 7 7-7',
} as const;

/**
 * The WAI-ARIA carousel's rotation control: its name says what a press does, "Stop automatic
 * slide show" while rotation is on (even while hover or focus hold it), "Start …" once stopped.
 */
export function RotationButton({ stopped, onToggle, className }: { stopped: boolean; onToggle: () => void; className: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={className}
      aria-label={stopped ? t`Start automatic slide show` : t`Stop automatic slide show`}
      onClick={onToggle}
    >
      <Glyph d={stopped ? glyphs.play : glyphs.pause} />
    </button>
  );
}

export function StepButton({
  label,
  glyph,
  onClick,
  className,
}: {
  label: string;
  glyph: keyof typeof glyphs;
  onClick: () => void;
  className: string;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <Glyph d={glyphs[glyph]} />
    </button>
  );
}
