/** Origins a chat message must never be accepted from, for a frame served at FRAME_ORIGIN. */
export const FRAME_ORIGIN = 'https://console.example.com';

export const FOREIGN_ORIGINS: string[] = [
  'https://evil.example',
  'http://console.example.com',
  'https://console.example.com:8443',
  'https://chat.console.example.com',
  'https://console.example.com.evil.example',
  'https://evilconsole.example.com',
  'https://console.example.co',
  'null',
  '',
  'file://',
  'https://CONSOLE.example.com.evil.example',
  'https://console.example.com/',
];
