// The office's small kit: the spoken notice line, a button that asks for a reason before it acts, and amounts.
import { signal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from './api.ts';
import { lang, t } from './i18n.ts';

/** The last outcome, read aloud by screen readers (role=status) and shown under the header. */
export const notice = signal<{ text: string; error: boolean } | null>(null);

const say = (text: string) => {
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

/** Applies only the newest of overlapping loads: a search sent after the first list must not be overwritten by it. */
export function useLatest() {
	const seq = useRef(0);
	return async <T,>(load: Promise<T>, apply: (value: T) => void) => {
		const mine = ++seq.current;
		const value = await load;
		if (mine === seq.current) apply(value);
	};
}

/** A form's submit handler: the page stays, `action` runs. */
export const onSubmit = (action: () => unknown) => (e: Event) => {
	e.preventDefault();
	action();
};

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
	const f = formats.get(l) ?? new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
	formats.set(l, f);
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

/**
 * Where the focus goes when a decision's row has left the list (approved, rejected): the action of the row that
 * took its place, else the one before, else the screen's heading, never the page's body.
 */
function focusAfterRemoval(list: Element | null, index: number) {
	const rows = list ? [...list.children] : [];
	const row = rows[index] ?? rows[index - 1];
	const target = row?.querySelector<HTMLElement>('button, a[href], input, select') ?? document.querySelector('h1');
	target?.focus();
}

/** A decision: the button opens a short form for the reason, and only its confirm acts. */
export function ReasonButton({ label, required = true, danger = false, run }: ReasonProps) {
	const [open, setOpen] = useState(false);
	const [reason, setReason] = useState('');
	const [busy, setBusy] = useState(false);
	const field = useRef<HTMLInputElement>(null);
	const opener = useRef<HTMLButtonElement>(null);
	const form = useRef<HTMLFormElement>(null);
	const back = useRef(false);
	// the form opened on this button's press: its one field takes the focus, as a dialog's would; closed, the
	// focus goes back to the button that opened it
	useEffect(() => {
		if (open) field.current?.focus();
		else if (back.current) opener.current?.focus();
		back.current = false;
	}, [open]);
	const close = () => {
		back.current = true;
		setOpen(false);
	};
	if (!open)
		return (
			<button type="button" ref={opener} class={danger ? 'danger' : ''} onClick={() => setOpen(true)}>
				{label}
			</button>
		);
	const submit = async (e: Event) => {
		e.preventDefault();
		// the row this decision is in, and its place, in case the decision takes it out of the list:
		const row = form.current?.closest('tr, li') ?? null;
		const list = row?.parentElement ?? null;
		const index = row && list ? [...list.children].indexOf(row) : -1;
		setBusy(true);
		await run(reason.trim());
		setBusy(false);
		setReason('');
		close();
		// after the list has been drawn again without it:
		if (row)
			requestAnimationFrame(() => {
				if (!row.isConnected) focusAfterRemoval(list?.isConnected ? list : null, index);
			});
	};
	return (
		<form
			class="reason"
			ref={form}
			onSubmit={submit}
			onKeyDown={(e) => {
				if (e.key === 'Escape' && !busy) close();
			}}
		>
			<label>
				{required ? t('common.reason') : t('common.note')}
				<input
					value={reason}
					required={required}
					minLength={required ? 3 : 0}
					maxLength={500}
					ref={field}
					onInput={(e) => setReason(e.currentTarget.value)}
				/>
			</label>
			<button type="submit" class={danger ? 'danger' : 'primary'} disabled={busy}>
				{label}
			</button>
			<button type="button" onClick={close}>
				{t('common.cancel')}
			</button>
		</form>
	);
}
