import { defaultFormData, type FormModel, formFields } from '../../../../shared/forms';
import { type CodegenTexts, ENGLISH_CODEGEN_TEXTS } from './codegenTexts';
import { initialValueOf, valueTypeOf } from './generatedValues';
import type { JsxContext } from './jsxWriter';
import { widgetJsx } from './reactControls';
import { commentText, componentNameOf, indent, jsLiteral, jsxText, propKey } from './sourceText';

const TOGGLE_HELPER = [
  '/** The list with the item added or taken out. */',
  'const toggle = (list: string[], item: string, isOn: boolean) =>',
  '  isOn ? [...list, item] : list.filter((other) => other !== item);',
  '',
];

/** An import of these names, wrapped one name a line when it would be long. */
function importLines(names: readonly string[], from: string): string[] {
  const line = `import { ${names.join(', ')} } from '${from}';`;
  return line.length <= 100 ? [line] : ['import {', ...names.map((name) => `  ${name},`), `} from '${from}';`];
}

/**
 * The source of a React component (.tsx) that renders the form with Fluent UI v9 as the console's renderer
 * does: a typed values interface, its defaults, one controlled field per widget and a submit button that hands
 * the values to `onSubmit`. The React counterpart of the original designer's "Vue component" tab.
 */
export function formToReactSource(form: FormModel, texts: CodegenTexts = ENGLISH_CODEGEN_TEXTS): string {
  const name = componentNameOf(form.modelKey);
  const context: JsxContext = {
    imports: new Set(['Button']),
    needsToggle: false,
    isBeside: form.config.labelPosition !== 'top',
    texts,
  };
  const body = form.list.flatMap((widget) => widgetJsx(widget, context));
  const fields = formFields(form);
  const defaults = defaultFormData(form);
  const valuesType = `${name}Values`;
  const valuesDeclaration = fields.length
    ? [
        `export interface ${valuesType} {`,
        ...fields.map((field) => `  ${propKey(field.model)}: ${valueTypeOf(field.widget)};`),
        '}',
      ]
    : [`export type ${valuesType} = Record<string, never>;`];
  const lines = [
    ...importLines([...context.imports].sort(), '@fluentui/react-components'),
    "import { type FormEvent, useState } from 'react';",
    '',
    `/** ${commentText(`${form.name} (${form.modelKey})`)}: the values of its form. */`,
    ...valuesDeclaration,
    '',
    `const initialValues: ${valuesType} = {`,
    ...fields.map(
      (field) => `  ${propKey(field.model)}: ${jsLiteral(initialValueOf(field.widget, defaults[field.model]))},`,
    ),
    '};',
    '',
    ...(context.needsToggle ? TOGGLE_HELPER : []),
    `export function ${name}Form({ onSubmit }: { onSubmit: (values: ${valuesType}) => void }) {`,
    `  const [values, setValues] = useState<${valuesType}>(initialValues);`,
    `  const set = <K extends keyof ${valuesType}>(name: K, value: ${valuesType}[K]) =>`,
    '    setValues((current) => ({ ...current, [name]: value }));',
    '',
    '  const handleSubmit = (event: FormEvent) => {',
    '    event.preventDefault();',
    '    onSubmit(values);',
    '  };',
    '',
    '  return (',
    "    <form onSubmit={handleSubmit} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>",
    ...indent(body, 3),
    '      <Button type="submit" appearance="primary">',
    `        ${jsxText(texts.submit)}`,
    '      </Button>',
    '    </form>',
    '  );',
    '}',
    '',
  ];
  return lines.join('\n');
}
