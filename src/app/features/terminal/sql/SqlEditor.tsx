import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { MySQL, PostgreSQL, sql } from '@codemirror/lang-sql';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState, Prec } from '@codemirror/state';
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

/** What Run sends: the selection when there is one, else the whole text. */
export function textToRun(state: EditorState): string {
  const selected = state.selection.ranges
    .filter((range) => !range.empty)
    .map((range) => state.sliceDoc(range.from, range.to))
    .join('\n');
  return (selected || state.doc.toString()).trim();
}

interface Props {
  dialect: DbProtocol;
  /** The editor's accessible name. */
  label: string;
  /** Ctrl/Cmd+Enter. */
  onRun(): void;
  viewRef: RefObject<EditorView | null>;
}

/**
 * The SQL editor: CodeMirror 6 with the asset's SQL dialect (highlighting, keyword completion comes with it),
 * undo history and the default keys. Tab is left to move focus (no indent-with-Tab: a keyboard trap otherwise).
 */
export function SqlEditor({ dialect, label, onRun, viewRef }: Props) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  // The keymap is built once; it calls the latest onRun.
  const runRef = useRef(onRun);
  runRef.current = onRun;

  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        extensions: [
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  runRef.current();
                  return true;
                },
              },
            ]),
          ),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          sql({ dialect: dialect === 'MySQL' ? MySQL : PostgreSQL, upperCaseKeywords: false }),
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

  return <div ref={host} className={styles.editor} />;
}
