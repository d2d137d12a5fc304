import { DeletableListPage } from '../../components/deletable-list-page';
import { useAllowed } from '../../components/role-note';
import { extractionFieldListOptions } from '../../data/extraction-fields/queries';
import { useDeleteExtractionField } from '../../data/extraction-fields/mutations';
import { ExtractionFieldTable } from './components/extraction-field-table';

const words = {
  title: 'Data extraction fields',
  intro: 'The values the AI extracts from every call of this agent. System fields are built in and cannot be deleted.',
  noun: 'data extraction field',
  shortNoun: 'field',
  plural: 'data extraction fields',
  empty: { title: 'No data extraction fields', body: 'This agent does not extract any fields from its calls.' },
};

export function DataExtractionPage() {
  // Fields are deleted by editors and admins (B.11); others read them, without Delete.
  const edit = useAllowed('edit');
  return (
    <DeletableListPage
      words={words}
      listOptions={extractionFieldListOptions}
      useRemove={useDeleteExtractionField}
      // Service interface B.2: an extraction field condition's ref is the field's id.
      usedAs={(id) => ({ source: 'extraction_fields', ref: id })}
      table={(fields, onDelete) => <ExtractionFieldTable fields={fields} onDelete={edit.allowed ? onDelete : null} />}
    />
  );
}
