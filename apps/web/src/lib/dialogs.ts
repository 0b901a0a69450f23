import { createExternalStore, useExternalStore } from './external-store';
import { hasToken } from './token';

/** The app-wide dialogs (docs/product-behaviour.md, Dialogs). Features render them; anyone (pages, guards, HTTP effects) opens them. */
export type DialogName = 'login' | 'vip' | 'score' | 'switchAccount';

type DialogState = Record<DialogName, boolean>;

const closed: DialogState = { login: false, vip: false, score: false, switchAccount: false };

export const dialogStore = createExternalStore<DialogState>(closed);

export function openDialog(name: DialogName): void {
  dialogStore.set((state) => (state[name] ? state : { ...state, [name]: true }));
}

export function closeDialog(name: DialogName): void {
  dialogStore.set((state) => (state[name] ? { ...state, [name]: false } : state));
}

/** Dialogs that need a member open the login dialog instead for visitors (the VIP dialog opens only when logged in). */
export function openMemberDialog(name: Exclude<DialogName, 'login'>): void {
  openDialog(hasToken() ? name : 'login');
}

export function openVipDialog(): void {
  openMemberDialog('vip');
}

export function openScoreDialog(): void {
  openMemberDialog('score');
}

export function useDialogOpen(name: DialogName): boolean {
  return useExternalStore(dialogStore)[name];
}
