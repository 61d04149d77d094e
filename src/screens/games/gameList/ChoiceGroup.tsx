export type Choice = { value: string; label: string };

type Props = { legend: string; name: string; choices: readonly Choice[]; selected: string; onChoose: (value: string) => void };

/** One choice among a few, as chips: a radio group, so it reads and keys as one. */
export function ChoiceGroup({ legend, name, choices, selected, onChoose }: Props) {
  return (
    <fieldset className="choice-group">
      <legend className="game-filter-drawer__legend">{legend}</legend>
      <div className="choice-group__chips">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-group__chip">
            <input type="radio" name={name} value={choice.value} checked={choice.value === selected} onChange={() => onChoose(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
