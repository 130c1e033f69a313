import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/app/data/errors';
import { diagramProblems } from '../../../src/app/features/flow-design/diagramProblems';
import { ResponseCode } from '../../../src/shared/codes';
import { formatMessage } from '../../../src/shared/messages';

/** A refusal as the server words it (designCheck.ts) and the data layer throws it. */
const refusal = (lang: 'zh' | 'en', problems: string[]) =>
  new ApiError({
    kind: 'business',
    code: ResponseCode.flowDiagramInvalid,
    msg: formatMessage('flowDiagramInvalid', lang, { detail: problems.join(lang === 'zh' ? '；' : '; ') }),
  });
const prefix = (lang: 'zh' | 'en') => formatMessage('flowDiagramInvalid', lang, { detail: '' });

describe('diagramProblems', () => {
  it('lists the problems of a refused diagram, in either language', () => {
    const zh = ['流程缺少开始事件', '流程至少需要一个结束事件'];
    expect(diagramProblems(refusal('zh', zh), prefix('zh'))).toEqual(zh);
    const en = ['The process has no start event', 'The process needs at least one end event'];
    expect(diagramProblems(refusal('en', en), prefix('en'))).toEqual(en);
  });

  it('keeps one problem whole', () => {
    expect(diagramProblems(refusal('zh', ['流程缺少开始事件']), prefix('zh'))).toEqual(['流程缺少开始事件']);
  });

  it('answers null for any other failure', () => {
    const taken = new ApiError({ kind: 'business', code: ResponseCode.flowModelKeyTaken, msg: '模型标识已存在' });
    expect(diagramProblems(taken, prefix('zh'))).toBeNull();
    expect(diagramProblems(new Error('boom'), prefix('zh'))).toBeNull();
  });
});
