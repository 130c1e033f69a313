import {
  Dropdown,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Option,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowRedoRegular,
  ArrowUndoRegular,
  DeleteRegular,
  TimerRegular,
  ZoomFitRegular,
  ZoomInRegular,
  ZoomOutRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DiagramElement } from './bpmnServices';
import type { DesignerCommands } from './designerCommands';
import { elementTypeLabel } from './elementTypeLabel';
import { elementLabel } from './elementView';
import { APPENDABLE, canAppendAfter, canHoldTimer } from './supportedElements';

const useStyles = makeStyles({
  toolbar: { flexWrap: 'wrap' },
  chooser: { minWidth: '240px' },
});

const ZOOM_STEP = 1.2;

/**
 * The designer's keyboard way in: undo, zoom, choosing an element by name (the properties panel then shows
 * it), and appending to or removing the chosen one, for what the canvas does with the mouse.
 */
export function DesignerToolbar({
  commands,
  elements,
  selected,
  canUndo,
  canRedo,
}: {
  commands: DesignerCommands;
  /** The diagram's elements, in the order the chooser lists them. */
  elements: readonly DiagramElement[];
  selected: DiagramElement | null;
  canUndo: boolean;
  canRedo: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const describe = (element: DiagramElement) =>
    `${elementTypeLabel(t, element.type)}: ${elementLabel(element.businessObject)}`;
  const handleChoose = (id: string | undefined) => {
    const element = elements.find((candidate) => candidate.id === id);
    if (element) commands.select(element);
  };

  return (
    <Toolbar aria-label={t('flowDesign.modeler.toolbar')} className={styles.toolbar} size="small">
      <ToolbarButton icon={<ArrowUndoRegular />} disabled={!canUndo} onClick={commands.undo}>
        {t('flowDesign.modeler.undo')}
      </ToolbarButton>
      <ToolbarButton icon={<ArrowRedoRegular />} disabled={!canRedo} onClick={commands.redo}>
        {t('flowDesign.modeler.redo')}
      </ToolbarButton>
      <ToolbarDivider />
      <ToolbarButton
        icon={<ZoomInRegular />}
        aria-label={t('flowDesign.modeler.zoomIn')}
        onClick={() => commands.zoomBy(ZOOM_STEP)}
      />
      <ToolbarButton
        icon={<ZoomOutRegular />}
        aria-label={t('flowDesign.modeler.zoomOut')}
        onClick={() => commands.zoomBy(1 / ZOOM_STEP)}
      />
      <ToolbarButton icon={<ZoomFitRegular />} aria-label={t('flowDesign.modeler.fit')} onClick={commands.fit} />
      <ToolbarDivider />
      <Dropdown
        className={styles.chooser}
        aria-label={t('flowDesign.modeler.choose')}
        placeholder={t('flowDesign.modeler.choose')}
        value={selected ? describe(selected) : ''}
        selectedOptions={selected ? [selected.id] : []}
        onOptionSelect={(_, data) => handleChoose(data.optionValue)}
      >
        {elements.map((element) => (
          <Option key={element.id} value={element.id}>
            {describe(element)}
          </Option>
        ))}
      </Dropdown>
      {selected && canAppendAfter(selected.type) && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <ToolbarButton icon={<AddRegular />}>{t('flowDesign.modeler.appendMenu')}</ToolbarButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {APPENDABLE.map((id) => (
                <MenuItem key={id} onClick={() => commands.append(selected, id)}>
                  {t(`flowDesign.element.${id}`)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      {selected && canHoldTimer(selected.type) && (
        <ToolbarButton icon={<TimerRegular />} onClick={() => commands.attachTimer(selected)}>
          {t('flowDesign.modeler.attachTimer')}
        </ToolbarButton>
      )}
      {selected && (
        <ToolbarButton icon={<DeleteRegular />} onClick={() => commands.remove(selected)}>
          {t('flowDesign.modeler.removeSelected')}
        </ToolbarButton>
      )}
    </Toolbar>
  );
}
