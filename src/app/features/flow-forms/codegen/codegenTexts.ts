/** The few words generated code shows; the designer passes them in the user's language. */
export interface CodegenTexts {
  submit: string;
  /** The name of a range's end input, after the field's title. */
  rangeEnd: (title: string) => string;
}

export const ENGLISH_CODEGEN_TEXTS: CodegenTexts = {
  submit: 'Submit',
  rangeEnd: (title) => `${title} (end)`,
};
