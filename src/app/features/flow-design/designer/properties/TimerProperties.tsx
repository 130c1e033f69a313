import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMER_ACTIONS } from '../../../../../shared/protocol/gatehouseModdle';
import type { DiagramElement } from '../bpmnServices';
import type { DesignerCommands } from '../designerCommands';
import type { ElementView } from '../elementView';
import { type TimerAction, timerActionPatch } from '../gatehouseAttrs';
import { durationToParts, partsToDuration } from '../timerDuration';
import { CommitInput } from './CommitInput';

const useStyles = makeStyles({
  parts: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

const isTimerAction = (value: string): value is TimerAction => (TIMER_ACTIONS as readonly string[]).includes(value);

const partText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A timer on a step (docs/flows.md "Timers"): how long the step may wait, in hours and minutes written as
 * an ISO 8601 duration, and whether the request then moves on along the timer's flow or ends.
 */
export function TimerProperties({
  element,
  view,
  commands,
}: {
  element: DiagramElement;
  view: Extract<ElementView, { kind: 'timer' }>;
  commands: DesignerCommands;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const parts = durationToParts(view.duration);
  const [hours, setHours] = useState(partText(parts?.hours));
  const [minutes, setMinutes] = useState(partText(parts?.minutes));
  useEffect(() => {
    const next = durationToParts(view.duration);
    setHours(partText(next?.hours));
    setMinutes(partText(next?.minutes));
  }, [view.duration]);

  const commit = () => {
    const iso = partsToDuration({ hours: Number(hours || 0), minutes: Number(minutes || 0) });
    if (iso !== '' && iso !== view.duration) commands.setDuration(element, iso);
  };
  const isUnreadable = view.duration !== '' && parts === null;

  return (
    <>
      <CommitInput
        label={t('flowDesign.props.name')}
        value={view.name}
        onCommit={(name) => commands.rename(element, name)}
      />
      {isUnreadable && (
        <MessageBar intent="info">
          <MessageBarBody>{t('flowDesign.props.durationUnreadable', { value: view.duration })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.parts}>
        <Field label={t('flowDesign.props.hours')}>
          <Input type="number" min={0} value={hours} onChange={(_, data) => setHours(data.value)} onBlur={commit} />
        </Field>
        <Field label={t('flowDesign.props.minutes')}>
          <Input
            type="number"
            min={0}
            max={59}
            value={minutes}
            onChange={(_, data) => setMinutes(data.value)}
            onBlur={commit}
          />
        </Field>
      </div>
      <Text size={200}>
        {view.duration
          ? t('flowDesign.props.durationIso', { value: view.duration })
          : t('flowDesign.props.durationMissing')}
      </Text>
      <Field label={t('flowDesign.props.timerAction')}>
        <RadioGroup
          value={view.action}
          onChange={(_, data) => {
            if (isTimerAction(data.value)) commands.patch(element, timerActionPatch(data.value));
          }}
        >
          {TIMER_ACTIONS.map((action) => (
            <Radio key={action} value={action} label={t(`flowDesign.timerAction.${action}`)} />
          ))}
        </RadioGroup>
      </Field>
    </>
  );
}
