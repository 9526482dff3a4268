// A form's fields as typed and what its last check found: each field's props for <Field>, one check before a send.
import { useRef, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { type Errors, hasErrors } from '../../lib/field-errors.ts';

/** `K` names what the checks can find (the fields, and e.g. a missing card); `changed` hears every edit. */
export function useForm<F extends Record<keyof F, string>, K extends string = keyof F & string>(
	initial: F,
	validate: (form: F) => Errors<K>,
	changed?: (next: F) => void,
) {
	const [form, setState] = useState<F>(initial);
	const [errors, setErrors] = useState<Errors<K>>({});
	// edits build on the latest edit, not on the last render: two can land before a render:
	const latest = useRef(form);
	const setForm = (next: F) => {
		latest.current = next;
		setState(next);
	};
	const update = (patch: Partial<F>) => {
		const next = { ...latest.current, ...patch };
		setForm(next);
		changed?.(next);
	};
	/** What <Field> (or <MoneyInput>) needs for this field; `params` fill the error text. */
	const field = (name: keyof F & K, params?: Record<string, unknown>) => ({
		value: form[name],
		onValue: (value: string) => update({ [name]: value } as Partial<F>),
		error: errors[name] && t(errors[name], params),
	});
	/** Runs the checks and shows what they found; true when the form may be sent. */
	const check = () => {
		const found = validate(latest.current);
		setErrors(found);
		return !hasErrors(found);
	};
	return { form, errors, field, update, check, setForm, setErrors };
}
