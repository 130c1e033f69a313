// Babel plugin used only by the architecture check (.dependency-cruiser.cjs): dependency-cruiser reads
// TypeScript through Babel, which drops `import type`; marked as value imports, they are kept, because a
// type import is still an arrow from one layer to another.
function keepKind(node) {
  if (node.importKind === 'type') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
  for (const specifier of node.specifiers ?? []) {
    if (specifier.importKind === 'type') specifier.importKind = 'value';
    if (specifier.exportKind === 'type') specifier.exportKind = 'value';
  }
}

module.exports = () => ({
  name: 'gatehouse-keep-type-imports',
  visitor: {
    Program: {
      enter(path) {
        for (const statement of path.node.body) {
          if (statement.source && /^(Import|ExportNamed|ExportAll)Declaration$/.test(statement.type))
            keepKind(statement);
        }
      },
    },
  },
});
