/**
 * What a row's button or link does, written on it with the row's id (`data-edit-for`, …) by
 * RowActions and RowOpenLink: focus goes back there after a save, or when the opened item is closed.
 */
export type RowAction = 'edit' | 'update' | 'open' | 'open-project' | 'open-order';

/** A row's button or link for `action`, found by the row's id. */
export function rowActionFor(action: RowAction, id: string, scope: ParentNode = document) {
  return scope.querySelector<HTMLElement>(`[data-${action}-for="${CSS.escape(id)}"]`);
}
