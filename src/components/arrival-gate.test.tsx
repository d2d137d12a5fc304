import { act, render, screen } from '@testing-library/react';
import { ArrivalGate } from './arrival-gate';

const draws: string[] = [];
function Loading() {
  draws.push('loading');
  return <p>Loading</p>;
}
function Gate({ data }: { data: string[] | undefined }) {
  return (
    <ArrivalGate query={{ isPending: data === undefined, data }} loading={<Loading />}>
      {() => {
        draws.push(data?.join() ?? '');
        return (
          <ul>
            {data?.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        );
      }}
    </ArrivalGate>
  );
}

describe('ArrivalGate', () => {
  beforeEach(() => {
    draws.length = 0;
  });

  it('shows the loading state until the data comes, and draws the data in a render after the one it came in', async () => {
    const { rerender } = render(<Gate data={undefined} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    // The data arrives: the render it arrives in still shows the loading state; the list follows.
    await act(async () => rerender(<Gate data={['a', 'b']} />));
    expect(draws).toEqual(['loading', 'loading', 'a,b']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows a later change, and data there from the start, at once', () => {
    const { rerender } = render(<Gate data={['a']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(draws).toEqual(['a']);
    rerender(<Gate data={['a', 'c']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'c']);
  });
});
