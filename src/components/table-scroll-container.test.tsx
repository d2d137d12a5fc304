import { AppShell, MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';

// Tests run what ships: Mantine's modules run through the same redirects as the build
// (build/redirects.ts), so these render our lighter parts, not Mantine's.
test('Table.ScrollContainer is a plain overflow box, without drawn scrollbars', () => {
  const { container } = render(
    <MantineProvider>
      <Table.ScrollContainer minWidth={600}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Row</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </MantineProvider>,
  );
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(container.querySelector('.mantine-ScrollArea-root')).toBeNull();
  expect(screen.getByRole('table').closest('div[style*="overflow-x: auto"]')).not.toBeNull();
});

test('the AppShell renders no resize handle, and its header keeps its place under a dialog', () => {
  const { container } = render(
    <MantineProvider>
      <AppShell header={{ height: 40 }} navbar={{ width: 200, breakpoint: 'sm' }}>
        <AppShell.Header>Header</AppShell.Header>
        <AppShell.Navbar>Navigation</AppShell.Navbar>
      </AppShell>
    </MantineProvider>,
  );
  expect(container.querySelector('[class*="ResizeHandle"], [role="separator"]')).toBeNull();
  expect(screen.getByText('Header').closest('header')).toHaveClass('right-scroll-bar-position');
});
