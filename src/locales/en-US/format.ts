/** Units of formatDuration, e.g. '1h 2m 3s'. Keys must match zh-CN/format.ts. */
export default {
  'format.duration.hours': 'h',
  'format.duration.minutes': 'm',
  'format.duration.seconds': 's',
  'format.duration.separator': ' ',
};
