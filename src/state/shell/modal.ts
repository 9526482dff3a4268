// confirmModal() resolves true on OK and false on Cancel; opening another cancels the one showing.
import { signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';

export interface ModalRequest {
	title: string;
	content: string;
	okText?: string;
	cancelText?: string;
}

interface OpenModal extends ModalRequest {
	resolve: (ok: boolean) => void;
}

const open = signal<OpenModal | null>(null);

export const { modal } = readOnly({ modal: open });

export function confirmModal(request: ModalRequest): Promise<boolean> {
	open.peek()?.resolve(false);
	return new Promise((resolve) => {
		open.value = { ...request, resolve };
	});
}

export function closeModal(ok: boolean) {
	const current = open.peek();
	if (!current) return;
	open.value = null;
	current.resolve(ok);
}
