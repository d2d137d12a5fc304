import { Skeleton, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ColumnHeads } from '../../components/column-heads';
import { ScrollX } from '../../components/scroll-x';
import type { AgentRef } from '../../contract';
import type { Agreement } from '../../lib/review-agreement-table';
import { acrossAllText, agreementRows, nothingToCompare } from './agreement-rows';
import { DisagreementList } from './disagreement-list';
import { InTurn } from '../../components/in-turn';
import type { PairSet } from './names';
import { Section } from './quality-tables';
import classes from './quality-tables.module.css';

const COLUMNS = ['Reviewers', 'Calls both reviewed', 'Intent agreed', 'Intent κ', 'Labels agreed', 'Labels κ'];

/**
 * Region "Agreement": how far each pair of reviewers agrees (Cohen's kappa), across all of them
 * (Fleiss' kappa) where three or more judged a call, and the calls they differ on that no final
 * verdict settles. Every figure comes computed from the quality worker. The disagreements follow
 * the table in a commit of their own (InTurn).
 */
export function AgreementSection({
  agent,
  agreement,
  href,
}: {
  agent: AgentRef;
  agreement: Agreement;
  href: (set: PairSet) => string;
}) {
  const none = nothingToCompare(agreement);
  const across = acrossAllText(agreement);
  return (
    <Section id="quality-agreement" title="Agreement">
      <InTurn
        fallback={<Skeleton height={120} aria-label="Loading the disagreements" />}
        parts={[
          <Fragment key="pairs">
            {none ? (
              <Text size="sm">
                {none.only === null ? null : (
                  <>
                    <bdi>{none.only}</bdi>{' '}
                  </>
                )}
                {none.why}
              </Text>
            ) : (
              <PairsTable agreement={agreement} href={href} />
            )}
            {across ? (
              <Text size="sm" mt="xs">
                {across}
              </Text>
            ) : null}
          </Fragment>,
          <DisagreementList key="disagreements" agent={agent} calls={agreement.disagreements} />,
        ]}
      />
    </Section>
  );
}

function PairsTable({ agreement, href }: { agreement: Agreement; href: (set: PairSet) => string }) {
  return (
    <ScrollX minWidth={860}>
      <Table striped>
        <Table.Caption>Agreement between reviewers</Table.Caption>
        <ColumnHeads columns={COLUMNS} />
        <Table.Tbody>
          {agreementRows(agreement, href).map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                <bdi>{row.a}</bdi> and <bdi>{row.b}</bdi>
              </Table.Th>
              <Table.Td>
                <Link to={row.callsHref} className={classes.count}>
                  {row.calls.toLocaleString('en')}
                </Link>
              </Table.Td>
              <Table.Td>{row.intentAgreed}</Table.Td>
              <Table.Td>{row.intentKappa}</Table.Td>
              <Table.Td>{row.labelsAgreed}</Table.Td>
              <Table.Td>{row.labelsKappa}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollX>
  );
}
