import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { WATERMARK_DEFAULTS, WATERMARK_LIMITS } from '../rules/watermarkRules';
import { endpoint } from './endpoint';

/**
 * The page watermark (spec §3 Watermark config, §9 Watermark defaults; docs/watermark.md). Stored as JSON in the
 * config value `sys.watermark`; every signed-in console reads it when its layout mounts, administrators change it
 * on the watermark tab of /setup. The GET path is the spec's; the PUT on the same path is ours.
 */
const tag = 'setting-center';

const whole = (field: keyof typeof WATERMARK_LIMITS) => {
  const { min, max } = WATERMARK_LIMITS[field];
  const error = msgRef('settingRange', { field, min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

export const WatermarkConfigSchema = z.object({
  isOpen: z.boolean({ error: msgRef('fieldInvalid', { field: 'isOpen' }) }),
  /** The first line of the text; may be empty (then the time comes first). */
  content: z
    .string({ error: msgRef('fieldInvalid', { field: 'content' }) })
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field: 'content', max: 64 }) }),
  isShowUserName: z.boolean({ error: msgRef('fieldInvalid', { field: 'isShowUserName' }) }),
  isShowNickName: z.boolean({ error: msgRef('fieldInvalid', { field: 'isShowNickName' }) }),
  isShowPhoneNumber: z.boolean({ error: msgRef('fieldInvalid', { field: 'isShowPhoneNumber' }) }),
  isShowEmail: z.boolean({ error: msgRef('fieldInvalid', { field: 'isShowEmail' }) }),
  /** Font size in px. */
  typeSize: whole('typeSize'),
  /** 0 (opaque) … 1 (invisible): the overlay's opacity is 1 − transparency. */
  transparency: z
    .number({ error: msgRef('settingRange', { field: 'transparency', min: 0, max: 1 }) })
    .min(0, { error: msgRef('settingRange', { field: 'transparency', min: 0, max: 1 }) })
    .max(1, { error: msgRef('settingRange', { field: 'transparency', min: 0, max: 1 }) }),
  /** Degrees the text is turned, counter-clockwise. */
  rotationAngle: whole('rotationAngle'),
  /** One tile of the pattern, in px before halving (§9). */
  width: whole('width'),
  height: whole('height'),
  /** A CSS colour: #rgb, #rrggbb or rgb()/rgba(). */
  colorSelector: z
    .string({ error: msgRef('watermarkColorInvalid') })
    .trim()
    .regex(
      /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/,
      {
        error: msgRef('watermarkColorInvalid'),
      },
    ),
});
export type WatermarkConfig = z.infer<typeof WatermarkConfigSchema>;

export const DEFAULT_WATERMARK: WatermarkConfig = { ...WATERMARK_DEFAULTS };

export const getWatermarkSettings = endpoint({
  method: 'GET',
  path: '/setting-center/watermarkSettings',
  access: 'authenticated',
  tag,
  summary: 'The page watermark every console draws (loaded when the layout mounts)',
  reply: WatermarkConfigSchema,
});

export const editWatermarkSettings = endpoint({
  method: 'PUT',
  path: '/setting-center/watermarkSettings',
  access: Permission.settingEdit,
  tag,
  summary: 'Change the page watermark; consoles apply it at their next read (at once in the console that saved it)',
  body: WatermarkConfigSchema,
  reply: WatermarkConfigSchema,
});
