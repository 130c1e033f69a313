import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FormModel, Widget } from '../../../../shared/forms';
import { formLookOf } from '../components/formLook';
import { CanvasGrid } from './CanvasGrid';
import { CanvasList } from './CanvasList';
import { CanvasWidget } from './CanvasWidget';
import { ModelHeader } from './ModelHeader';
import { WidgetPreview } from './WidgetPreview';
import { FORM_LIST, type ListRef, type Place } from './widgetPlaces';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

interface DesignerCanvasProps {
  form: FormModel;
  onFormChange: (next: FormModel) => void;
  isKeyEditable: boolean;
  selected: string | null;
  onSelect: (model: string) => void;
  onClone: (model: string) => void;
  onDelete: (model: string) => void;
}

/** The centre: the model key and name, then the form's widgets, grids holding lists of their own. */
export function DesignerCanvas({ form, onFormChange, isKeyEditable, selected, ...actions }: DesignerCanvasProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const look = formLookOf(form.config);

  const renderList = (ref: ListRef, widgets: readonly Widget[], depth: number, ancestors: readonly string[]) => (
    <CanvasList
      listRef={ref}
      widgets={widgets}
      depth={depth}
      ancestors={ancestors}
      label={ref.grid === null ? t('flowForms.designer.canvas') : t('flowForms.designer.column', { n: ref.column + 1 })}
      emptyText={t(ref.grid === null ? 'flowForms.designer.emptyCanvas' : 'flowForms.designer.emptyColumn')}
      renderWidget={(widget, place) => renderWidget(widget, place, depth, ancestors)}
    />
  );
  const renderWidget = (widget: Widget, place: Place, depth: number, ancestors: readonly string[]) => (
    <CanvasWidget
      key={widget.model}
      widget={widget}
      place={place}
      depth={depth + 1}
      ancestors={ancestors}
      isSelected={widget.model === selected}
      {...actions}
    >
      {widget.type === 'grid' ? (
        <CanvasGrid
          widget={widget}
          renderColumn={(column, index) =>
            renderList({ grid: widget.model, column: index }, column.list, depth + 2, [...ancestors, widget.model])
          }
        />
      ) : (
        <WidgetPreview widget={widget} look={look} />
      )}
    </CanvasWidget>
  );

  return (
    <section className={styles.root} aria-label={t('flowForms.designer.canvas')}>
      <ModelHeader form={form} onChange={onFormChange} isKeyEditable={isKeyEditable} />
      {renderList(FORM_LIST, form.list, 0, [])}
    </section>
  );
}
