import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useId } from './mantine-use-id';

function Field({ label, id, onRender }: { label: string; id?: string; onRender?: (id: string) => void }) {
  const fieldId = useId(id);
  onRender?.(fieldId);
  return (
    <p>
      <label htmlFor={fieldId}>{label}</label>
      <input id={fieldId} />
    </p>
  );
}

describe('useId in place of Mantine’s', () => {
  it('gives each field its own id, which labels it, from the first render on', () => {
    const seen: string[] = [];
    render(
      <>
        <Field label="Name" onRender={(id) => seen.push(id)} />
        <Field label="Phone" />
      </>,
    );
    expect(screen.getByLabelText('Name').id).not.toBe(screen.getByLabelText('Phone').id);
    expect(screen.getByLabelText('Name').id).toMatch(/^mantine-[\w-]+$/);
    // One render, one id: no second render swaps it after mounting.
    expect(seen).toEqual([screen.getByLabelText('Name').id]);
  });

  it('keeps the id it was given', () => {
    render(<Field label="Name" id="profile-name" />);
    expect(screen.getByLabelText('Name').id).toBe('profile-name');
  });

  it('keeps the same id when the component renders again', () => {
    const seen = new Set<string>();
    function Twice() {
      const id = useId();
      seen.add(id);
      return <span>{id}</span>;
    }
    const { rerender } = render(
      <StrictMode>
        <Twice />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Twice />
      </StrictMode>,
    );
    expect(seen.size).toBe(1);
  });
});
