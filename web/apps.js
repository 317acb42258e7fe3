// The sample apps the playground lays out: their destinations and what each route shows.
// Routes are single words (script lines split on spaces); an underscore reads as a space.

export const apps = {
  animals: {
    title: "Animals and Profile (seed 001)",
    destinations: [
      { name: "Animals", style: "triple" },
      { name: "Profile", style: "double" },
    ],
    select: "Animals",
    sidebarTitle: "Zoo",
    lists: {
      Animals: ["Cat", "Dog", "Fox", "Owl", "Rabbit", "Tiger", "Lion"],
    },
    details: {
      Cat: { text: "Small, carnivorous and fond of warm laps.", more: ["Kitten"], colour: "#f2b880" },
      Dog: { text: "Loyal companion since the Stone Age.", more: ["Puppy"], colour: "#c9a27a" },
      Fox: { text: "Quick, brown and famous for jumping over lazy dogs.", more: ["Kit"], colour: "#e07a3f" },
      Owl: { text: "Sees in the dark and turns its head 270°.", more: ["Owlet"], colour: "#9a8c7a" },
      Rabbit: { text: "Twenty-eight teeth that never stop growing.", more: ["Bunny"], colour: "#d8d0c8" },
      Tiger: { text: "The largest living cat; every stripe pattern is unique.", more: ["Cub"], colour: "#f0a030" },
      Lion: { text: "Lives in prides; the males roar up to 8 km away.", more: ["Cub"], colour: "#e0b050" },
      Kitten: { text: "A young cat, about eight weeks old.", colour: "#f7d3a8" },
      Puppy: { text: "A young dog: all paws and ears.", colour: "#dcc3a5" },
      Profile: {
        text: "Ada Lovelace · ada@example.com",
        rows: ["Account", "Notifications", "Privacy", "Sign out"],
        colour: "#8fb3e8",
      },
    },
  },
  photos: {
    title: "Shutterbug photos (seed 002)",
    destinations: [
      { name: "Places", style: "triple" },
      { name: "Recents", style: "double" },
    ],
    select: "Places",
    sidebarTitle: "Shutterbug",
    lists: {
      Places: ["Paris", "Kyoto", "Reykjavik", "Cape_Town", "Lima"],
      Paris: ["Eiffel_Tower", "Louvre", "Montmartre"],
      Kyoto: ["Fushimi_Inari", "Kinkaku-ji", "Arashiyama"],
      Reykjavik: ["Hallgrimskirkja", "Harpa"],
      "Cape_Town": ["Table_Mountain", "Bo-Kaap"],
      Lima: ["Miraflores", "Barranco"],
      Recents: ["Louvre", "Harpa", "Bo-Kaap"],
    },
    gridOf: ["Paris", "Kyoto", "Reykjavik", "Cape_Town", "Lima", "Recents"],
    details: {},
    photo: true,
  },
  duo: {
    title: "Dual-screen mail (seed 003)",
    preset: "duo",
    destinations: [],
    rootTitle: "Inbox",
    lists: {
      root: ["Welcome", "Build_report", "Lunch_Friday", "Design_review", "Travel_plans"],
    },
    details: {
      Welcome: { text: "Span the app across both screens: the list on the left, the message on the right.", colour: "#9cc7b0" },
      "Build_report": { text: "All 1,204 tests passed in 3 min 12 s.", more: ["Log"], colour: "#b0c4de" },
      "Lunch_Friday": { text: "Noodles at noon? Reply by Thursday.", colour: "#f0c987" },
      "Design_review": { text: "Slides attached: the dual-screen patterns.", more: ["Slides"], colour: "#d7a9e3" },
      "Travel_plans": { text: "Train at 08:15, seat 42.", colour: "#a8d5e2" },
    },
    tint: true,
  },
  blank: {
    title: "No destinations (as colonnade simulate starts)",
    destinations: [],
    rootTitle: "root",
    lists: { root: ["One", "Two", "Three"] },
    details: {},
  },
};

/** "Cape_Town" → "Cape Town". */
export function label(route) {
  return String(route).replaceAll("_", " ");
}

/** A stable colour for a route without one. */
export function colourOf(route) {
  let hash = 0;
  for (const character of String(route)) hash = (hash * 31 + character.codePointAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 62%)`;
}
