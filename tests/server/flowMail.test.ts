import { afterAll, beforeAll, expect, it } from 'vitest';
import { bpmnXml, linear } from '../support/bpmnFixture';
import { SmtpCatcher } from '../support/smtpCatcher';
import { ok, person } from './approvalFixtures';
import { signInAdmin } from './fixtures';
import { deployedModel, designer, flowApi, taskOf } from './flowApi';
import { describeEachDatabase } from './harness';
import { saveSettings, settingsFor } from './support/signInSettings';

/** With SMTP configured, approvers are mailed their new task and the applicant the outcome (a real SMTP server). */
const smtp = new SmtpCatcher();
beforeAll(async () => {
  await smtp.start();
});
afterAll(async () => {
  await smtp.stop();
});

describeEachDatabase('approval-flow e-mail', (server) => {
  it('mails the approver the new task and the applicant the refusal, in Chinese and English', async () => {
    const author = await designer(server(), 'ml_author');
    await saveSettings(server(), await signInAdmin(server()), settingsFor('http://127.0.0.1:9/sms', smtp.port));
    const applicant = await person(server(), 'ml_applicant');
    const manager = await person(server(), 'ml_manager');
    await server().db.updateTable('users').set({ email: 'manager@example.com' }).where('id', '=', manager.id).execute();
    await server()
      .db.updateTable('users')
      .set({ email: 'applicant@example.com' })
      .where('id', '=', applicant.id)
      .execute();
    const modelKey = 'Process_mail';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '邮件通知',
      bpmnXml: bpmnXml(linear([], { approvers: String(manager.id) }), { processId: modelKey }),
    });
    const { processInstanceId: id } = ok<{ processInstanceId: number }>(
      await flowApi(server(), applicant.token).apply(modelKey, { days: 1, reason: '测试' }),
    );
    await expect
      .poll(() => smtp.mails.find((mail) => mail.to.includes('manager@example.com'))?.text)
      .toContain('ml_applicant 提交的「邮件通知」申请等待您审批');
    const toManager = smtp.mails.find((mail) => mail.to.includes('manager@example.com'));
    expect(toManager?.text).toContain('The "邮件通知" request of ml_applicant waits for your decision');

    ok(
      await flowApi(server(), manager.token).complete({
        taskId: await taskOf(server(), manager, id),
        status: 3,
        refuseReason: '时间冲突',
      }),
    );
    await expect
      .poll(() => smtp.mails.find((mail) => mail.to.includes('applicant@example.com'))?.text)
      .toContain('您提交的「邮件通知」申请被拒绝，原因：时间冲突');
  });
});
