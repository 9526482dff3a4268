// The office's small kit: the spoken notice line, a button that asks for a reason before it acts, and amounts.
import { signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import { ApiError } from './api.ts';
import { lang, t } from './i18n.ts';

/** The last outcome, read aloud by screen readers (role=status) and shown under the header. */
export const notice = signal<{ text: string; error: boolean } | null>(null);

export const say = (text: string) => {
	notice.value = { text, error: false };
};

/** Runs an action; a refusal is put into words (the server's, in the office's language) instead of thrown. */
export async function attempt<T>(action: () => Promise<T>, done?: (result: T) => string): Promise<T | undefined> {
	try {
		const result = await action();
		if (done) say(done(result));
		return result;
	} catch (err) {
		notice.value = { text: err instanceof ApiError ? err.message : t('common.failed'), error: true };
		return undefined;
	}
}

export function Notice() {
	const n = notice.value;
	return (
		<p class={n?.error ? 'notice error' : 'notice'} role="status" aria-live="polite">
			{n?.text ?? ''}
		</p>
	);
}

const formats = new Map<string, Intl.NumberFormat>();
/** Amounts as the API gives them (units with two decimals). */
export function money(amount: number) {
	const l = lang.value === 'zh' ? 'zh-CN' : 'en-GB';
	let f = formats.get(l);
	if (!f) formats.set(l, (f = new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
	return f.format(amount);
}

export const when = (iso: string | null) =>
	iso
		? new Date(iso).toLocaleString(lang.value === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' })
		: '';

interface ReasonProps {
	label: string;
	/** a reason is asked for; optional ones (approvals) may be left empty */
	required?: boolean;
	danger?: boolean;
	run: (reason: string) => Promise<unknown>;
}

/** A decision: the button opens a short form for the reason, and only its confirm acts. */
export function ReasonButton({ label, required = true, danger = false, run }: ReasonProps) {
	const [open, setOpen] = useState(false);
	const [reason, setReason] = useState('');
	const [busy, setBusy] = useState(false);
	if (!open)
		return (
			<button type="button" class={danger ? 'danger' : ''} onClick={() => setOpen(true)}>
				{label}
			</button>
		);
	const submit = async (e: Event) => {
		e.preventDefault();
		setBusy(true);
		await run(reason.trim());
		setBusy(false);
		setOpen(false);
		setReason('');
	};
	return (
		<form class="reason" onSubmit={submit}>
			<label>
				{required ? t('common.reason') : t('common.note')}
				<input
					value={reason}
					required={required}
					minLength={required ? 3 : 0}
					maxLength={500}
					// the form opened on this button's press: its one field takes the focus
					autoFocus
					onInput={(e) => setReason(e.currentTarget.value)}
				/>
			</label>
			<button type="submit" class={danger ? 'danger' : 'primary'} disabled={busy}>
				{label}
			</button>
			<button type="button" onClick={() => setOpen(false)}>
				{t('common.cancel')}
			</button>
		</form>
	);
}
