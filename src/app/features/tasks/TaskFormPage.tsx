import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddTaskBodySchema, UpdateTaskBodySchema } from '../../../shared/api/tasks';
import { msgRef } from '../../../shared/rules/validation';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { tMsg } from '../../i18n';
import { notify } from '../../notify';
import { createTask, saveTask } from './api';
import { TaskForm } from './components/TaskForm';
import { ensureTaskTexts } from './i18n';
import { idFromSearch, TASK_LIST_PATH } from './paths';
import { useTask, useTasksMutation } from './queries';
import { emptyTaskForm, formFromTask, hasTargets, type TaskFormValues, toTaskBody } from './taskForm';
import { browserTimeZone } from './zoneTime';

ensureTaskTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

/**
 * /cycle-task-manage-form [system:policycenter:query; saving needs system:task:edit]: add a scheduled task, or
 * change one with ?taskId=. The body is checked with the shared schema the server runs before it is sent; saved,
 * the page goes back to the list.
 */
export function TaskFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const taskId = idFromSearch(search, 'taskId');
  const task = useTask(taskId);
  const [errors, setErrors] = useState<FormErrors>({});
  const adding = useTasksMutation(createTask);
  const saving = useTasksMutation(saveTask);
  const isEdit = taskId !== null;

  const handleSubmit = async (values: TaskFormValues) => {
    const body = toTaskBody(values);
    const found =
      taskId === null
        ? schemaErrors(AddTaskBodySchema, body, 'path')
        : schemaErrors(UpdateTaskBodySchema, { ...body, taskId }, 'path');
    if (!hasTargets(values)) found.targets ??= tMsg(msgRef('taskTargetsRequired'));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (taskId === null) await adding.mutateAsync(body);
      else await saving.mutateAsync({ ...body, taskId });
      notify.success(t(isEdit ? 'tasks.form.saved' : 'tasks.form.added'));
      navigate(TASK_LIST_PATH);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const title = isEdit ? t('tasks.form.editTitle') : t('tasks.form.addTitle');
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      {isEdit && task.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('tasks.form.notFound')}</MessageBarBody>
        </MessageBar>
      ) : isEdit && !task.data ? (
        <LoadingSpinner />
      ) : (
        <TaskForm
          key={task.data?.taskId ?? 'new'}
          label={title}
          initial={task.data ? formFromTask(task.data) : emptyTaskForm(browserTimeZone())}
          ownerName={task.data?.ownerName}
          scriptName={task.data?.scriptName}
          errors={errors}
          isSaving={adding.isPending || saving.isPending}
          onSubmit={(values) => void handleSubmit(values)}
          onCancel={() => navigate(TASK_LIST_PATH)}
        />
      )}
    </section>
  );
}
