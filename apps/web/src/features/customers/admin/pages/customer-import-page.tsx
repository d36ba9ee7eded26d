import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerImport } from '@owner-portal/contract/customers/customer-imports';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { BackLink } from '../../../../shared/ui/back-link.tsx';
import { LoadFailure } from '../../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { PageLoader } from '../../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { currentImportQueryOptions, useImportProgress } from '../api/customer-imports-api.ts';
import { ImportMappingStep } from '../components/import-mapping.tsx';
import { ImportProgress } from '../components/import-progress.tsx';
import { ImportUpload } from '../components/import-upload.tsx';
import '../admin-customer-import-i18n.ts';

/**
 * /admin/customers/import: upload a spreadsheet, map its columns, preview, import as a job. The
 * staff member's running (or last) import is found again after a reload (decision 123).
 */
export function CustomerImportPage() {
  const { t } = useTranslation('admin-customer-import');
  const title = useDocumentTitle('admin-customer-import:title');
  const current = useQuery(currentImportQueryOptions());
  const [uploaded, setUploaded] = useState<CustomerImport | null>(null);
  const [watching, setWatching] = useState<number | null>(null);
  const [fresh, setFresh] = useState(false);
  const shownId = watching ?? (!fresh && !uploaded ? (current.data?.id ?? null) : null);
  const progress = useImportProgress(shownId);
  const another = () => {
    setWatching(null);
    setUploaded(null);
    setFresh(true);
  };
  let body;
  if (current.isPending || (shownId !== null && progress.isPending)) body = <PageLoader />;
  else if (current.isError || progress.isError)
    body = (
      <LoadFailure
        error={current.error ?? progress.error}
        notFoundText={t('failures.load')}
        loadText={t('failures.load')}
        onRetry={() => void Promise.all([current.refetch(), progress.refetch()])}
      />
    );
  else if (shownId !== null && progress.data) body = <ImportProgress imp={progress.data} onAnother={another} />;
  else if (uploaded)
    body = (
      <ImportMappingStep
        imp={uploaded}
        onStarted={(started) => setWatching(started.id)}
        onOtherFile={() => setUploaded(null)}
      />
    );
  else body = <ImportUpload onUploaded={setUploaded} />;
  return (
    <>
      <BackLink to={ADMIN_AREAS.customers.path} label={t('back')} />
      <PageHeader title={title} />
      {body}
    </>
  );
}
