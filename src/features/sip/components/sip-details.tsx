import { Badge, Code, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import type { SipConfig } from '../../../contract';
import { DASH } from '../../../lib/format';

/** The password is never shown, only whether one is set. */
export function passwordText(set: boolean | null | undefined): string {
  if (set === true) return 'Password set';
  if (set === false) return 'No password set';
  return DASH;
}

export function VerifiedBadge({ verified }: { verified: boolean | null | undefined }) {
  if (verified === true) {
    return (
      <Badge color="teal.9" variant="filled" tt="none">
        Verified
      </Badge>
    );
  }
  if (verified === false) {
    return (
      <Badge color="red.9" variant="filled" tt="none">
        Not verified
      </Badge>
    );
  }
  return <>{DASH}</>;
}

const orDash = (v: string | number | null | undefined): ReactNode =>
  v === null || v === undefined || v === '' ? DASH : v;

/** Every field of the record, one per row, the field's name as the row header. */
export function SipDetails({ config }: { config: SipConfig }) {
  const rows: [string, ReactNode][] = [
    ['SIP URL', config.sip_url ? <Code style={{ wordBreak: 'break-all' }}>{config.sip_url}</Code> : DASH],
    [
      'SIP username',
      config.sip_username ? (
        <bdi key="n" style={{ overflowWrap: 'anywhere' }}>
          {config.sip_username}
        </bdi>
      ) : (
        DASH
      ),
    ],
    ['Password', passwordText(config.sip_password_set)],
    ['Verification', <VerifiedBadge key="v" verified={config.is_sip_verified} />],
    ['Created', <DateTime key="c" value={config.created_at} />],
    ['Updated', <DateTime key="u" value={config.updated_at} />],
    ['Configuration ID', orDash(config.id)],
    ['Settings ID', orDash(config.settings_id)],
    ['Workspace ID', orDash(config.workspace_id)],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder maw={760}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={180}>
              {label}
            </Table.Th>
            <Table.Td>
              <Text span size="sm">
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
