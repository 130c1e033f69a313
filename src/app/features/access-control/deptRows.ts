import type { DeptNode } from '../../../shared/api/departments';

export interface DeptRowView {
  node: DeptNode;
  depth: number;
}

/** The tree as rows in display order, each with its depth (for indentation). */
export function flattenDepts(nodes: readonly DeptNode[], depth = 0): DeptRowView[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenDepts(node.children, depth + 1)]);
}

/** Ids of a department and everything below it: not allowed as its new parent. */
export function subtreeIds(node: DeptNode): number[] {
  return [node.deptId, ...node.children.flatMap(subtreeIds)];
}
