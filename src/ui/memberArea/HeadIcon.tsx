import './headIcon.css';

/**
 * A member's head icon at its fixed size: the chosen picture, or the default face when none is
 * chosen. Decorative: whatever holds it names it.
 */
export function HeadIcon({ src, size = 64 }: { src: string | null; size?: number }) {
  if (src === null) {
    return (
      <svg className="headicon headicon--default" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="32" fill="#2b4166" />
        <circle cx="32" cy="25" r="11" fill="#b4c0d3" />
        <path d="M12 55c3-11 11-16 20-16s17 5 20 16a31 31 0 01-40 0z" fill="#b4c0d3" />
      </svg>
    );
  }
  return <img className="headicon" src={src} width={size} height={size} alt="" />;
}

export type HeadIconChoice = { id: number; src: string };

type ChoicesProps = {
  icons: readonly HeadIconChoice[];
  current: number | null;
  /** The accessible name of the icon at `index` (0-based). */
  nameOf: (index: number) => string;
  onChoose: (id: number) => void;
};

/** The icons to pick from, as a grid of buttons; the member's current one is pressed. */
export function HeadIconChoices({ icons, current, nameOf, onChoose }: ChoicesProps) {
  return (
    <ul className="headicon-choices">
      {icons.map((icon, index) => (
        <li key={icon.id}>
          <button
            type="button"
            className="headicon-choices__button"
            aria-pressed={icon.id === current}
            aria-label={nameOf(index)}
            onClick={() => onChoose(icon.id)}
          >
            <HeadIcon src={icon.src} size={56} />
          </button>
        </li>
      ))}
    </ul>
  );
}
