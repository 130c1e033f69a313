import { autocompletion, closeCompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { MySQL, PostgreSQL, type SQLConfig, sql } from '@codemirror/lang-sql';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap } from '@codemirror/view';
import { makeStyles, tokens } from '@fluentui/react-components';
import { type RefObject, useEffect, useRef } from 'react';
import type { DbProtocol } from '../session/dbProtocol';

const useStyles = makeStyles({
  editor: {
    height: '100%',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    '& .cm-editor': { height: '100%', fontSize: tokens.fontSizeBase300 },
    '& .cm-editor.cm-focused': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '& .cm-scroller': { fontFamily: tokens.fontFamilyMonospace },
  },
});

function languageFor(dialect: DbProtocol, completion: Props['completion']) {
  return sql({ dialect: dialect === 'MySQL' ? MySQL : PostgreSQL, upperCaseKeywords: false, ...completion });
}

interface Props {
  dialect: DbProtocol;
  /** The editor's accessible name. */
  label: string;
  /** Ctrl/Cmd+Enter. */
  onRun(): void;
  viewRef: RefObject<EditorView | null>;
  /** The live schema for completion of table and column names (replaced when it is read again). */
  completion?: Pick<SQLConfig, 'schema' | 'defaultSchema'>;
  /** The text the editor starts with (the tab's, kept across a reload). */
  initialText?: string;
  onTextChange?(text: string): void;
}

/**
 * The SQL editor: CodeMirror 6 with the asset's SQL dialect (highlighting, completion of keywords and of the live
 * schema's tables and columns), undo history and the default keys. Tab is left to move focus (no indent-with-Tab: a keyboard trap otherwise).
 */
export function SqlEditor({ dialect, label, onRun, viewRef, completion, initialText, onTextChange }: Props) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  // The keymap and listener are built once; they call the latest callbacks.
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const changeRef = useRef(onTextChange);
  changeRef.current = onTextChange;
  const startText = useRef(initialText ?? '');
  // The language with its completion schema, swapped without rebuilding the editor when the schema is read again.
  const language = useRef(new Compartment());
  const completionRef = useRef(completion);
  completionRef.current = completion;

  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: startText.current,
        extensions: [
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: (target) => {
                  // Running what is written dismisses an open completion list (it would cover the result).
                  closeCompletion(target);
                  runRef.current();
                  return true;
                },
              },
            ]),
          ),
          history(),
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          language.current.of(languageFor(dialect, completionRef.current)),
          // A short list that never scrolls: the list is reached through the editor (aria-activedescendant), and a
          // scrolling list that takes no focus fails the accessibility audit (axe scrollable-region-focusable).
          autocompletion({ maxRenderedOptions: 12 }),
          EditorView.theme({
            '.cm-tooltip.cm-tooltip-autocomplete > ul': { maxHeight: 'none' },
            // CodeMirror's grey for the selected option while the list is still settling is 4.48:1 on white text.
            '.cm-tooltip-autocomplete-disabled ul li[aria-selected]': { background: '#595959' },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changeRef.current?.(update.state.doc.toString());
          }),
          syntaxHighlighting(defaultHighlightStyle),
          bracketMatching(),
          highlightActiveLine(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'sql-editor' }),
        ],
      }),
    });
    viewRef.current = view;
    view.focus();
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, [dialect, label, viewRef]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: language.current.reconfigure(languageFor(dialect, completion)) });
  }, [dialect, completion, viewRef]);

  return <div ref={host} className={styles.editor} />;
}
