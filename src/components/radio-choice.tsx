import { type CSSProperties, type ReactNode, useId } from 'react';
import classes from './radio-choice.module.css';

/**
 * One choice among a few (a verdict), as a radio group named by its label: the browser's own
 * radios rather than Mantine's Radio, which is a chunk of its own on the call page's first load
 * (see docs/performance.md, row "The review's verdicts as the browser's own radios").
 */
export function RadioChoice({
  label,
  description,
  value,
  options,
  onChange,
  labelStyle,
}: {
  label: ReactNode;
  description?: ReactNode;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  labelStyle?: CSSProperties;
}) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
    >
      <span id={`${id}-label`} className={classes.label} style={labelStyle}>
        {label}
      </span>
      {description ? (
        <span id={`${id}-description`} className={classes.description}>
          {description}
        </span>
      ) : null}
      <span className={classes.options}>
        {options.map(([v, text]) => (
          <label key={v} className={classes.option}>
            <input
              type="radio"
              name={id}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className={classes.input}
            />
            {text}
          </label>
        ))}
      </span>
    </div>
  );
}
