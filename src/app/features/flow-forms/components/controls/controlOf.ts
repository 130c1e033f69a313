import type { ComponentType } from 'react';
import type { WidgetKind } from '../../../../../shared/forms';
import { CheckboxControl } from './CheckboxControl';
import { ColorControl } from './ColorControl';
import type { ControlProps } from './controlProps';
import { DateControl } from './DateControl';
import { FileUploadControl } from './FileUploadControl';
import { ImageUploadControl } from './ImageUploadControl';
import { InputControl } from './InputControl';
import { NumberControl } from './NumberControl';
import { RadioControl } from './RadioControl';
import { RateControl } from './RateControl';
import { SelectControl } from './SelectControl';
import { SliderControl } from './SliderControl';
import { SwitchControl } from './SwitchControl';
import { TextareaControl } from './TextareaControl';
import { TimeControl } from './TimeControl';

const CONTROLS: Partial<Record<WidgetKind, ComponentType<ControlProps>>> = {
  input: InputControl,
  textarea: TextareaControl,
  number: NumberControl,
  radio: RadioControl,
  checkbox: CheckboxControl,
  select: SelectControl,
  switch: SwitchControl,
  time: TimeControl,
  date: DateControl,
  rate: RateControl,
  color: ColorControl,
  slider: SliderControl,
  fileupload: FileUploadControl,
  imgupload: ImageUploadControl,
};

/**
 * The control a value-holding kind is filled in with, or null for the kinds this console cannot fill in
 * yet (rich text, cascader, sub-form): the renderer says so instead of showing a broken control.
 */
export function controlOf(kind: WidgetKind): ComponentType<ControlProps> | null {
  return CONTROLS[kind] ?? null;
}
