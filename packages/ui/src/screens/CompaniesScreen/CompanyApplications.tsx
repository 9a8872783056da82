import { useMemo, useState } from 'react';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import { APPLICATION_MESSAGES } from '@roombook/domain/companies/page';
import { Button } from '../../Button/Button';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { actionsColumn } from '../../DataTable/columns';
import { Dialog } from '../../Dialog/Dialog';
import { useStableCallback } from '../shared/useLatest';
import * as s from './CompaniesScreen.css';

export const COMPANY_APPLICATIONS_TEXTS = {
  button: 'Company Applications',
  /** Completes the button's accessible name after the badge's count ('Company Applications 3 pending'). */
  pending: 'pending',
  table: 'Pending company applications',
  empty: 'No pending applications',
  company: 'Company',
  office: 'Office',
  contact: 'Contact name',
  accept: 'Accept',
  decline: 'Decline',
} as const;

export interface CompanyApplicationsProps {
  /** GET /api/company-application/: the pending applications, oldest first. */
  applications: CompanyApplication[];
  /** Accept: the list closes and the Add company form opens prefilled from the application. */
  onAccept: (application: CompanyApplication) => void;
  /** Decline, confirmed (APPLICATION_MESSAGES.confirmReject); a rejection keeps the application in the list. */
  onDecline: (application: CompanyApplication) => Promise<unknown>;
}

const contactName = (application: CompanyApplication) => `${application.firstName} ${application.lastName}`;
const companyName = (application: CompanyApplication) => application.name;

/**
 * Manage Companies' 'Company Applications' (§2, §4): a button whose badge counts the pending applications
 * (the count is part of its accessible name), opening the list of them: company, office, contact name,
 * Accept and Decline (which asks first).
 */
export function CompanyApplications({ applications, onAccept, onDecline }: CompanyApplicationsProps) {
  const [isOpen, setOpen] = useState(false);
  const accept = useStableCallback((application: CompanyApplication) => {
    setOpen(false);
    onAccept(application);
  });
  const decline = useStableCallback(onDecline);

  const columns = useMemo<DataTableColumn<CompanyApplication>[]>(
    () => [
      { accessorKey: 'name', header: COMPANY_APPLICATIONS_TEXTS.company },
      { accessorKey: 'office', header: COMPANY_APPLICATIONS_TEXTS.office, cell: ({ row }) => <span className={s.office}>{row.original.office}</span> },
      { id: 'contact', header: COMPANY_APPLICATIONS_TEXTS.contact, accessorFn: contactName },
      actionsColumn<CompanyApplication>({
        getRowLabel: companyName,
        edit: { label: COMPANY_APPLICATIONS_TEXTS.accept, onPress: accept },
        delete: {
          label: COMPANY_APPLICATIONS_TEXTS.decline,
          confirmMessage: (application) => APPLICATION_MESSAGES.confirmReject(application.name),
          onConfirm: decline,
        },
      }),
    ],
    [accept, decline],
  );

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {COMPANY_APPLICATIONS_TEXTS.button}
        <span className={s.badge}>{applications.length}</span>
        <span className={s.hiddenText}> {COMPANY_APPLICATIONS_TEXTS.pending}</span>
      </Button>
      <Dialog title={COMPANY_APPLICATIONS_TEXTS.button} isOpen={isOpen} onOpenChange={setOpen} size="wide">
        <DataTable<CompanyApplication>
          label={COMPANY_APPLICATIONS_TEXTS.table}
          data={applications}
          columns={columns}
          getRowId={(application) => application.id}
          getRowLabel={companyName}
          rowHeader="name"
          narrowLayout="cards"
          empty={{ title: COMPANY_APPLICATIONS_TEXTS.empty }}
        />
      </Dialog>
    </>
  );
}
