import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { payoutTagsResource } from '../payout-tags-resource.tsx';

export const PayoutTagsPage = () => <AdminResourcePage resource={payoutTagsResource} />;
