// A request's status word with its colour, e.g. Pending / Approved / Rejected.
import { t } from '../../i18n/index.ts';

export const StatusBadge = ({ status }: { status: string }) => (
	<span class={`w-status w-status-${status}`}>{t(`wallet.status.${status}`)}</span>
);
