/**
 * The forms of approval flows in the console: the designer the flow-design page edits a model's form with,
 * the renderer the approval centre fills in and shows requests with, the check of its data, and the code
 * the designer generates.
 */
export type { CodegenTexts } from './codegen/codegenTexts';
export { formToHtml } from './codegen/htmlSource';
export { formToReactSource } from './codegen/reactSource';
export { FormRenderer, type FormRendererProps } from './components/FormRenderer';
export { FormDesigner, type FormDesignerProps } from './designer/FormDesigner';
export { validateFormData } from './validateFormData';
