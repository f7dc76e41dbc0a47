/** Downloads one kind's submissions as a CSV file built by the server (the same filters as the list). */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SUBMISSIONS_CSV_QUERY, type SubmissionFilter } from '../../../_graphql/operations/submission.operations.js';
import { toast } from '../../../_components/toast/use-toast.js';

function saveFile(name: string, text: string): void {
  // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function useCsvExport() {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (filter: SubmissionFilter) => {
    setExporting(true);
    try {
      const { data } = await client.query({ query: SUBMISSIONS_CSV_QUERY, variables: filter, fetchPolicy: 'no-cache' });
      const day = new Date().toISOString().slice(0, 10);
      saveFile(`submissions-${filter.kind.replace(/_/g, '-')}-${day}.csv`, data?.submissionsCsv ?? '');
    } catch {
      toast({ title: 'Export failed', description: 'The CSV could not be created. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
