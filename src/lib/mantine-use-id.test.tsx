import { MantineProvider, TextInput } from '@mantine/core';
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

// Tests run what ships: Mantine's modules run through the same redirects as the build
// (build/redirects.ts), so Mantine's inputs take this hook's id, not a random one set after mounting.
test('Mantine’s inputs take their id from this hook, from the first render on', () => {
  const ids: string[] = [];
  function Watched() {
    return (
      <TextInput
        label="Name"
        ref={(el) => {
          if (el) ids.push(el.id);
        }}
      />
    );
  }
  render(
    <MantineProvider>
      <Watched />
    </MantineProvider>,
  );
  const id = screen.getByLabelText('Name').id;
  // React's id (as "_r_0_"), where Mantine's own swaps in a random one ("mantine-k3j9x2a1b").
  expect(id).toMatch(/^mantine-_r_\w*_$/);
  expect(ids).toEqual([id]);
});
