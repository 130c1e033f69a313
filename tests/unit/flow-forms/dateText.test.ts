import { describe, expect, it } from 'vitest';
import {
  type DateValueFormat,
  fromInputText,
  toDisplayText,
  toInputText,
} from '../../../src/app/features/flow-forms/components/controls/dateText';
import { typedValueOf } from '../../../src/app/features/flow-forms/components/controls/typedText';
import { displayText } from '../../../src/app/features/flow-forms/components/displayText';
import { widget } from './formKit';

const words = { yes: '是', no: '否' };

describe('dates and times between the browser inputs and the form values', () => {
  it('stores a date in the widget’s format and shows it back in the input', () => {
    const shape: DateValueFormat = { kind: 'date', format: 'yyyy/MM/dd', timestamp: false };
    expect(fromInputText('2024-05-01', shape)).toBe('2024/05/01');
    expect(toInputText('2024/05/01', shape)).toBe('2024-05-01');
    expect(fromInputText('', shape)).toBe('');
  });

  it('reads a date and time with or without seconds', () => {
    const shape: DateValueFormat = { kind: 'datetime', format: 'yyyy-MM-dd HH:mm:ss', timestamp: false };
    expect(fromInputText('2024-05-01T08:30', shape)).toBe('2024-05-01 08:30:00');
    expect(fromInputText('2024-05-01T08:30:15', shape)).toBe('2024-05-01 08:30:15');
    expect(toInputText('2024-05-01 08:30:15', shape)).toBe('2024-05-01T08:30:15');
  });

  it('keeps a timestamp as milliseconds and shows it in the format', () => {
    const shape: DateValueFormat = { kind: 'date', format: 'yyyy-MM-dd', timestamp: true };
    const stored = fromInputText('2024-05-01', shape);
    expect(stored).toBe(new Date(2024, 4, 1).getTime());
    expect(toInputText(stored, shape)).toBe('2024-05-01');
    expect(toDisplayText(stored, shape)).toBe('2024-05-01');
  });

  it('takes the library’s default time format', () => {
    const shape: DateValueFormat = { kind: 'time', format: undefined, timestamp: false };
    expect(toInputText('21:19:56', shape)).toBe('21:19:56');
    expect(fromInputText('07:05', shape)).toBe('07:05:00');
  });
});

describe('typed text boxes', () => {
  it('gives a number field a number while the text reads as one', () => {
    expect(typedValueOf('12.5', 'number')).toBe(12.5);
    expect(typedValueOf('12a', 'integer')).toBe('12a');
    expect(typedValueOf('true', 'boolean')).toBe(true);
    expect(typedValueOf('42', 'string')).toBe('42');
  });
});

describe('read-only text of a submitted value', () => {
  it('shows option labels, yes or no, and ranges', () => {
    const kind = widget({
      type: 'checkbox',
      model: 'kind',
      name: '类型',
      options: {
        showLabel: true,
        options: [
          { value: 1, label: '年假' },
          { value: 2, label: '病假' },
        ],
      },
    });
    expect(displayText(kind, [1, 2], words)).toBe('年假, 病假');
    expect(displayText(widget({ type: 'switch', model: 'paid', name: '带薪' }), false, words)).toBe('否');
    const range = widget({ type: 'date', model: 'span', name: '区间', options: { type: 'daterange' } });
    expect(displayText(range, ['2024-05-01', '2024-05-03'], words)).toBe('2024-05-01 ~ 2024-05-03');
    expect(displayText(range, [], words)).toBe('');
  });

  it('shows what the form cannot fill in as its data', () => {
    const files = widget({ type: 'fileupload', model: 'files', name: '附件' });
    expect(displayText(files, [{ name: 'a.pdf', url: '/a.pdf' }], words)).toBe('[{"name":"a.pdf","url":"/a.pdf"}]');
  });
});
