/** Strings of the host's map feature, merged into the 'host' namespace by src/i18n/resources.ts. */
export const en = {
  map: {
    title: 'Map',
    heading: 'Shop map',
    mapLabel: 'Map of the shops',
    count_one: '{{count}} shop',
    count_other: '{{count}} shops',
    loading: 'Loading the shops…',
    empty: 'No shop has put itself on the map yet.',
    error: 'The shops could not be loaded.',
    retry: 'Retry',
    signIn: 'Sign in',
    console: 'Open the console',
    offline: 'Offline base map',
    coordinates: '{{latitude}}, {{longitude}}',
    north: '{{value}}° N',
    south: '{{value}}° S',
    east: '{{value}}° E',
    west: '{{value}}° W',
  },
};

export const zh: typeof en = {
  map: {
    title: '地图',
    heading: '店铺地图',
    mapLabel: '店铺分布地图',
    count_one: '{{count}} 家店铺',
    count_other: '{{count}} 家店铺',
    loading: '正在加载店铺…',
    empty: '还没有店铺在地图上标注位置。',
    error: '店铺加载失败。',
    retry: '重试',
    signIn: '登录',
    console: '进入控制台',
    offline: '离线底图',
    coordinates: '{{latitude}}，{{longitude}}',
    north: '北纬 {{value}}°',
    south: '南纬 {{value}}°',
    east: '东经 {{value}}°',
    west: '西经 {{value}}°',
  },
};
