/**
 * A row's Edit or Update button, found by the row id that RowActions writes on it: focus goes back
 * there after a save.
 */
export function rowActionFor(action: 'edit' | 'update', id: string, scope: ParentNode = document) {
  return scope.querySelector<HTMLElement>(`[data-${action}-for="${CSS.escape(id)}"]`);
}
