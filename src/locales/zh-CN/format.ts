/** Units of formatDuration (SPEC §9: Chinese units). Keys must match en-US/format.ts. */
export default {
  'format.duration.hours': '小时',
  'format.duration.minutes': '分',
  'format.duration.seconds': '秒',
  'format.duration.separator': '',
};
