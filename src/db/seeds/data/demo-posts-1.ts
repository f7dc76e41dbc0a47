import type { DemoPost } from './demo-post.type.js';

/** Demo articles, part 1: the welcome pages and core mental-skills topics. */
export const demoPosts1: DemoPost[] = [
  {
    slug: 'start-here',
    title: 'Start Here',
    excerpt:
      'New to the library? This is your map: what mental fitness means for endurance athletes, how our five fuel groups work, and where to begin this week.',
    content: `<h2>Welcome to the Library</h2>
<p>If you train for long things — marathons, Ironman-distance races, gran fondos, open-water miles, hundred-mile trail races — you already know that your legs and lungs are only part of the story. The other part happens between your ears. This site exists to help you train that part with the same patience and structure you give your intervals.</p>
<p>Everything here is written by coaches, sports psychologists and age-group athletes who have stood on cold start lines and wondered why their heart was pounding before the gun. No hype, no magic words. Just practical skills you can rehearse.</p>
<h2>The Five Fuel Groups</h2>
<p>We organize the library like a well-balanced plate. Each fuel group is a family of mental skills, and most athletes need a little of each:</p>
<ul>
<li><strong>Goal Setting</strong> — turning a big dream into a ladder of steps you can actually climb.</li>
<li><strong>Visualization</strong> — rehearsing race moments in your mind so they feel familiar on the day.</li>
<li><strong>Self-Perception</strong> — how you see yourself as an athlete, including body image and identity.</li>
<li><strong>Confidence</strong> — building evidence that you are ready, and learning to trust it.</li>
<li><strong>Stress Management</strong> — breathing, perspective and recovery for when life and training pile up.</li>
</ul>
<p>You can also browse by sport (Running, Triathlon, Cycling, Swimming, Trail &amp; Ultra) or by training phase, from the Off-Season through Base and Build to Peak &amp; Race and Recovery.</p>
<h2>Fuel for Thought</h2>
<p>Pick one fuel group that feels weakest right now. Not the one you enjoy — the one you avoid. Read two articles from it this week and try a single exercise on an easy day. Mental skills grow the same way aerobic fitness does: small, frequent doses.</p>
<h3>The Weekly Digest</h3>
<p>Every Sunday we gather a short list of new articles, one exercise and one question to journal about. Think of it as a recovery shake for your head: quick, simple, good for you.</p>
<h3>Read: Good First Stops</h3>
<ul>
<li><a href="https://example.org/library/self-talk-basics">Self-talk basics for long efforts</a></li>
<li><a href="https://example.org/library/ninety-second-visualization">A ninety-second visualization starter</a></li>
<li><a href="https://example.org/library/goal-ladder-worksheet">The goal ladder worksheet</a></li>
</ul>
<p>Welcome in. Take what helps, leave what does not, and come back often.</p>`,
    imageUrl: 'mixed-plate',
    categories: ['Start Here'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2024-01-08',
  },
  {
    slug: 'a-few-of-our-favorite-things',
    title: 'A Few of Our Favorite Things',
    excerpt:
      'The small tools our writers actually use: a paper training log, a breathing timer, a podcast for long rides and a few other quiet helpers for a steadier mind.',
    content: `<h2>Small Tools, Big Difference</h2>
<p>People often ask what we use ourselves. The honest answer is: not much, and nothing fancy. The best mental-skills tools are the ones you will still be using in month six, not the ones that look impressive in week one. Here is a short tour of what lives in our kit bags.</p>
<h3>A Paper Training Log</h3>
<p>A plain notebook beats most apps for reflection. We draw three columns: what I did, how it felt, what I noticed about my thinking. Writing by hand slows you down just enough to be honest. Several of us keep a single page at the back titled "evidence" for our confidence banks.</p>
<h3>A Simple Breathing Timer</h3>
<p>Any timer that can pulse on a steady rhythm works. We like one with a gentle vibration so you can use it on a bus or in a transition tent without anyone noticing. Four seconds in, six seconds out, for three minutes, is our default reset.</p>
<h3>A Podcast for the Long Ride</h3>
<p>On long solo rides, some of us listen to interview shows where age-group athletes talk about the messy middle of their seasons. Hearing ordinary people describe doubt out loud is strangely reassuring. Keep one ear free and the volume low; safety first.</p>
<h3>A Pocket Card</h3>
<p>A laminated card with three lines: your mantra, your main process goal, and one reason you started. It lives in a race belt, saddle bag or swim bag. Cheap, waterproof and surprisingly powerful when you are tired.</p>
<h3>A Do-Not-Disturb Setting</h3>
<p>The most underrated tool is the one that keeps the phone quiet for the hour after a key session. Let the effort settle before you compare it with anyone else.</p>
<h3>Watch and Read: Our Picks</h3>
<ul>
<li><a href="https://example.com/tools/breathing-timer-guide">How to set up a breathing timer in two minutes</a></li>
<li><a href="https://example.com/tools/paper-log-template">A printable three-column training log</a></li>
<li><a href="https://example.com/watch/age-group-stories">Watch: short interviews with age-group athletes</a></li>
<li><a href="https://example.com/tools/pocket-card">Make your own pocket mantra card</a></li>
</ul>
<p>None of these are required. Start with one and see if it sticks.</p>`,
    imageUrl: '',
    categories: ['Start Here'],
    author: 'Jess Okafor',
    status: 'published',
    publishDate: '2024-01-31',
  },
  {
    slug: 'our-top-book-recommendations',
    title: 'Our Top Book Recommendations',
    excerpt:
      'The kinds of books that have shaped how we coach the mind: athlete memoirs, practical workbooks, research-based guides and a few wildcards for the off-season.',
    content: `<h2>Building a Mental-Skills Bookshelf</h2>
<p>The off-season is a wonderful time to read. Fewer hours on the bike or in the pool means more evenings on the couch, and a good book can reshape how you approach the next season. Rather than handing you a ranked list, we want to describe the kinds of books that have helped our athletes most, so you can find the right fit in any library or bookshop.</p>
<h3>1. The Honest Athlete Memoir</h3>
<p>Look for memoirs that spend more time on the hard middle than on the podium. The best ones describe doubt, injury and boredom in detail. They remind you that elite athletes also negotiate with themselves at kilometer thirty.</p>
<h3>2. The Practical Workbook</h3>
<p>Workbooks written by sport psychologists give you exercises, not just ideas: goal-setting templates, imagery scripts, self-talk audits. Choose one with short chapters you can finish in a single sitting, and actually do the exercises with a pencil.</p>
<h3>3. The Research-Based Guide</h3>
<p>Some of the most useful books translate studies on perceived effort, fatigue and motivation into plain language. They help you understand why a smile can make a hard effort feel a little easier, or why sleep affects mood as much as muscle.</p>
<h3>4. The Habit and Discipline Book</h3>
<p>General books about habit formation are surprisingly relevant. Endurance training is mostly the art of showing up on ordinary days, and these books give you systems for doing that when motivation fades.</p>
<h3>5. The Wildcard</h3>
<p>Read something that has nothing to do with sport: poetry, nature writing, a novel about a long journey. Perspective is a mental skill too, and the athletes who last for decades usually have full lives outside training.</p>
<h2>Read: Where to Go Next</h2>
<ul>
<li><a href="https://example.org/reading/how-to-read-a-sport-psych-book">How to read a sport psychology book (and actually use it)</a></li>
<li><a href="https://example.org/reading/off-season-reading-plan">A twelve-week off-season reading plan</a></li>
<li><a href="https://example.org/reading/book-club-questions">Discussion questions for club book nights</a></li>
</ul>
<p>Tell us what you are reading. We love adding new kinds of books to this page.</p>`,
    imageUrl: '',
    categories: ['Start Here', 'Off-Season'],
    author: 'Dr. Callum Reid',
    status: 'published',
    publishDate: '2024-02-23',
  },
  {
    slug: 'reds-resource-center',
    title: 'RED-S Resource Center',
    excerpt:
      'A calm, practical hub on Relative Energy Deficiency in Sport: what it is, early warning signs, how fueling supports performance and where to find qualified help.',
    content: `<h2>What Is RED-S?</h2>
<p>Relative Energy Deficiency in Sport, usually shortened to RED-S, describes what happens when an athlete does not take in enough energy to cover both training and the basic work of staying healthy. It can affect anyone of any gender, age, body size or level. It is not a character flaw, and it is not only about food. Stress, busy schedules, misinformation and pressure about body shape can all play a part.</p>
<p>This page is an introduction, not a diagnosis. If anything here sounds familiar, please speak with a doctor, a registered dietitian with sports experience, or a mental health professional.</p>
<h2>Warning Signs to Take Seriously</h2>
<ul>
<li>Frequent illness, slow healing or repeated bone stress injuries</li>
<li>Persistent fatigue that rest does not fix, or performance that stalls despite training</li>
<li>Changes or loss of menstrual cycles, or low libido</li>
<li>Feeling cold, dizzy or irritable much of the time</li>
<li>Anxiety around food, rigid eating rules or guilt after rest days</li>
</ul>
<h2>Fueling Supports Performance</h2>
<p>Eating enough is a training skill. Regular meals, carbohydrate around longer or harder sessions, and a recovery snack soon after training all help your body adapt. Performance comes from absorbing the work, and you cannot absorb it on an empty tank.</p>
<h3>The Mental Side</h3>
<p>Many athletes notice that thoughts about weight or food start to take up more space than thoughts about training. That is a signal worth listening to. Working on self-perception, learning to value what your body can do, and setting goals that are not about shrinking are all part of recovery.</p>
<h2>Getting Help</h2>
<p>Start with someone you trust: a coach, a teammate, a parent or your family doctor. Ask for a referral to professionals who understand sport. If you are a coach, approach the conversation with curiosity and care, never with comments about weight.</p>
<h3>Read: Further Resources</h3>
<ul>
<li><a href="https://example.org/reds/what-is-reds">RED-S explained in plain language</a></li>
<li><a href="https://example.org/reds/talking-to-your-doctor">How to talk to your doctor about energy availability</a></li>
<li><a href="https://example.org/reds/coach-conversation-guide">A conversation guide for coaches and parents</a></li>
<li><a href="https://example.org/reds/fueling-basics">Fueling basics for endurance training</a></li>
</ul>
<p>You deserve to train from a place of health. Reaching out early is a sign of strength.</p>`,
    imageUrl: 'self-perception',
    categories: ['Self-Perception', 'Recovery'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2024-03-17',
  },
  {
    slug: 'pre-race-nerves-are-not-a-warning-sign',
    title: 'Pre-Race Nerves Are Not a Warning Sign',
    excerpt:
      'A racing heart and a jumpy stomach before the gun are your body getting ready, not proof that something is wrong. Here is how to reframe nerves and put them to work.',
    content: `<h2>Your Body Is Preparing, Not Panicking</h2>
<p>Picture the corral ten minutes before a marathon. Hands are fidgeting, people are queueing for the toilets for the third time, and someone nearby keeps retying the same shoe. Almost everyone is nervous. Yet many runners interpret those sensations as a sign that they are not ready, and that interpretation is what turns nerves into a problem.</p>
<p>Physiologically, pre-race arousal looks a lot like excitement: a faster heart rate, quicker breathing, more energy available in the bloodstream. Your body is doing exactly what it should before a big effort. 🧠 The story your brain attaches to those signals decides whether they feel like fuel or like fear.</p>
<h2>Reframe, Do Not Suppress</h2>
<p>Telling yourself to calm down rarely works; it is hard to drop from high arousal to calm in a few minutes. It is much easier to relabel the feeling. Try saying, out loud if you can, "I am excited" or "My body is getting ready." Research on arousal reappraisal suggests this small shift can improve both mood and performance.</p>
<h3>A Three-Step Start-Line Routine</h3>
<ol>
<li><strong>Notice:</strong> name what you feel in your body without judging it. "Tight chest, fast heart, buzzing hands."</li>
<li><strong>Reframe:</strong> attach a useful meaning. "This is energy for the first mile."</li>
<li><strong>Direct:</strong> point that energy at one process cue, such as "relaxed shoulders, quick feet."</li>
</ol>
<h2>Practice in Training</h2>
<p>Nerves show up before hard workouts too. Use your Thursday tempo or your long-run start as rehearsal. Each time you notice the flutter and run well anyway, you are teaching your brain that nervous and capable can live in the same body.</p>
<p>If your nerves spill into sleepless weeks, panic attacks or dread that makes you avoid racing altogether, that is worth exploring with a sports psychologist. For most of us, though, the butterflies are simply a sign that we care. Let them fly in formation.</p>`,
    imageUrl: 'stress-management',
    categories: ['Stress Management', 'Peak & Race', 'Running'],
    author: 'Dr. Callum Reid',
    status: 'published',
    publishDate: '2024-04-09',
  },
  {
    slug: 'self-talk-that-actually-works-at-mile-20',
    title: 'Self-Talk That Actually Works at Mile 20',
    excerpt:
      'Cheerful slogans fade when your legs are empty. Learn the kinds of self-talk that hold up late in a marathon, and how to rehearse them long before race day.',
    content: `<h2>The Voice at Mile 20</h2>
<p>Every marathoner knows the voice that shows up somewhere past mile eighteen. It is reasonable, persuasive and very tired. "You could just walk for a minute." "Your goal was silly anyway." Positive slogans written on your arm at the expo often feel hollow by then. So what actually works?</p>
<h2>Three Kinds of Self-Talk</h2>
<ul>
<li><strong>Instructional:</strong> short technical cues such as "tall hips," "light hands" or "quick cadence." They give your brain a job and pull attention away from the discomfort.</li>
<li><strong>Motivational:</strong> phrases about effort and identity, like "this is what I trained for" or "strong and steady."</li>
<li><strong>Second-person:</strong> talking to yourself by name. "Come on, Priya, one more mile marker." Studies suggest that using "you" or your own name creates a little distance and can make hard efforts feel more manageable.</li>
</ul>
<p>Late in a race, instructional and second-person talk tend to be the most robust. They are concrete and do not require you to believe you feel great when you clearly do not.</p>
<h2>Argue Like a Lawyer, Not a Cheerleader</h2>
<p>When the tired voice makes its case, answer with evidence. "You ran twenty-two miles in training at this pace. Your fueling is on schedule. This is normal fatigue." 🔥 Evidence is harder to dismiss than enthusiasm.</p>
<h3>Rehearse It</h3>
<p>Choose two instructional cues and one motivational phrase. Use them in the last third of every long run for the next month. By race day they will feel automatic rather than forced.</p>
<h2>Fuel for Thought</h2>
<p>Write down the exact sentences your tired voice used in your last hard race. Next to each one, write a calm, factual reply. That page is your script for the next time the voice shows up.</p>
<p>You will not silence the doubt entirely, and that is fine. The goal is to make sure it is not the only voice in the conversation.</p>`,
    imageUrl: 'confidence',
    categories: ['Confidence', 'Running'],
    author: 'Priya Raman',
    status: 'published',
    publishDate: '2024-05-02',
  },
  {
    slug: 'a-ten-minute-visualization-routine-for-race-week',
    title: 'A Ten-Minute Visualization Routine for Race Week',
    excerpt:
      'A simple, repeatable imagery routine for the final days before your race, covering the start, the tough middle and the finish, with scripts you can adapt to your sport.',
    content: `<h2>Why Race Week Is Perfect for Imagery</h2>
<p>During race week, your training volume drops and your mind has more spare energy than it knows what to do with. That spare energy often turns into worry. Visualization gives it a better job. Ten focused minutes a day can make the race feel familiar before you have even arrived.</p>
<h2>The Routine</h2>
<ol>
<li><strong>Minute 1–2: Settle.</strong> Sit or lie down. Breathe in for four, out for six. Let your shoulders drop.</li>
<li><strong>Minute 3–4: The start.</strong> See the venue from your own eyes. Hear the announcer, smell the sunscreen or the lake, feel your race kit. Picture yourself calm, with a clear first cue.</li>
<li><strong>Minute 5–7: The hard middle.</strong> Imagine the moment it gets difficult — the headwind, the climb, the choppy water. Watch yourself respond well: you breathe, use your cue, keep moving.</li>
<li><strong>Minute 8–9: The finish.</strong> Feel the final push, the noise, the line. Let yourself feel proud.</li>
<li><strong>Minute 10: Return.</strong> Open your eyes and say your race-day mantra once.</li>
</ol>
<h2>Make It Vivid</h2>
<p>Good imagery uses every sense, not just sight. 🧠 The more detail you include, the more your brain treats the rehearsal as real experience. Include small practical moments too: opening a gel with cold fingers, finding your bike in transition, sighting a buoy.</p>
<h3>Do Not Skip the Problems</h3>
<p>Athletes often visualize only perfect races. Rehearse a dropped bottle, a side stitch or a slow split, and see yourself recovering calmly. That way, when something goes wrong, your brain recognizes it as "the part I practiced."</p>
<h3>Watch and Read</h3>
<ul>
<li><a href="https://example.org/visualization/race-week-audio">Listen: a guided race-week imagery session</a></li>
<li><a href="https://example.org/visualization/script-template">Download a fill-in-the-blanks imagery script</a></li>
<li><a href="https://example.org/visualization/common-mistakes">Read: five common visualization mistakes</a></li>
</ul>
<p>Try it tonight. Ten minutes, eyes closed, and a race that already feels like yours.</p>`,
    imageUrl: 'visualization-phelps',
    categories: ['Visualization', 'Peak & Race'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2024-05-25',
  },
  {
    slug: 'build-a-goal-ladder-not-a-goal-cliff',
    title: 'Build a Goal Ladder, Not a Goal Cliff',
    excerpt:
      'A single huge goal can feel like standing at the bottom of a cliff. Break it into rungs you can climb week by week, and let each step build momentum for the next.',
    content: `<h2>The Problem With One Big Goal</h2>
<p>In the off-season, it is tempting to write one giant goal on the fridge: "Qualify for the championship." "Run a sub-three marathon." "Finish my first hundred-miler." Big goals are exciting, but on their own they create a gap so wide that everyday training can feel pointless. A Tuesday recovery swim does not feel connected to a finish line nine months away.</p>
<h2>Building the Ladder</h2>
<p>A goal ladder connects the dream to today. Start at the top and work down:</p>
<ul>
<li><strong>Top rung — the dream goal:</strong> the exciting, slightly scary target for the season.</li>
<li><strong>Middle rungs — milestone goals:</strong> checkpoints every six to eight weeks, such as a tune-up race, a benchmark time trial or a longest ride.</li>
<li><strong>Lower rungs — monthly focus:</strong> one or two skills or habits, like fueling every long session or doing strength work twice a week.</li>
<li><strong>Bottom rung — this week:</strong> concrete actions you control, written into your calendar.</li>
</ul>
<p>When you finish a week, you have climbed a rung. That sense of progress is motivating in a way that staring at the top never is.</p>
<h3>Keep the Rungs Flexible</h3>
<p>Ladders can be adjusted. If illness or work derails a month, you can move a milestone without abandoning the dream. A cliff gives you only two outcomes: you reach the top or you fail. A ladder lets you keep climbing.</p>
<h2>Fuel for Thought</h2>
<p>Draw your ladder on a single sheet of paper. Be honest about the bottom rung: what can you realistically do this week, given your job, family and sleep? A modest rung you actually climb is worth more than an ambitious one you skip.</p>
<p>Review the ladder once a month. Cross out completed rungs with a satisfying line. By the time race season arrives, you will have a visible record of the climb — and that record is the beginning of a confidence bank.</p>`,
    imageUrl: 'goal-setting',
    categories: ['Goal Setting', 'Off-Season'],
    author: 'Teo Alvarez',
    status: 'published',
    publishDate: '2024-06-17',
  },
  {
    slug: 'process-goals-vs-outcome-goals-why-you-need-both',
    title: 'Process Goals vs Outcome Goals: Why You Need Both',
    excerpt:
      'Outcome goals give your season direction; process goals give each session meaning. Here is how to balance the two during a demanding build phase without losing focus.',
    content: `<h2>Two Kinds of Goals</h2>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">An <strong>outcome goal</strong> describes a result: a finishing time, a placing, a qualifying slot. A <strong>process goal</strong> describes a behavior you control: holding your target power on climbs, taking a gel every thirty minutes, keeping your stroke long when you tire.</p>
<p>Athletes sometimes hear that outcome goals are bad and process goals are good. That is too simple. Outcome goals give the season its shape and make early alarms worth it. The trouble starts when the outcome is the only thing you think about, especially in the middle of a race you cannot fully control.</p>
<h2>How They Work Together</h2>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">Think of the outcome goal as a compass and process goals as footsteps. You glance at the compass to make sure you are heading the right way, but you spend nearly all of your attention on where your next foot lands.</p>
<h3>During the Build Phase</h3>
<p>Build blocks are demanding. Sessions get harder and fatigue accumulates. This is exactly when process goals shine. Before each key session, write one process goal in your log: "Even pacing on all five reps," or "Relax the jaw on the final climb." Afterward, rate yourself from one to five on that goal alone, not on the numbers.</p>
<ul>
<li>One outcome goal for the season</li>
<li>Two or three performance benchmarks along the way</li>
<li>One process goal for every key session</li>
</ul>
<h3>On Race Day</h3>
<p>Before the start, remind yourself of the outcome goal once. Then put it away. For the rest of the race, your job is a sequence of process goals: the swim start, the first hour of the bike, the fueling plan, the cadence cue in the last ten kilometers.</p>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">Outcomes tend to take care of themselves when the process is strong. And if they do not, you will still know exactly what went well and what to improve — which is the best possible start to the next season.</p>`,
    imageUrl: 'goal-setting',
    categories: ['Goal Setting', 'Build'],
    author: 'Teo Alvarez',
    status: 'published',
    publishDate: '2024-07-10',
  },
  {
    slug: 'how-to-fill-a-confidence-bank',
    title: 'How to Fill a Confidence Bank',
    excerpt:
      'Confidence is not a mood you wait for; it is evidence you collect. Learn how to make regular deposits during training so you have something to withdraw on race day.',
    content: `<h2>Confidence Comes From Evidence</h2>
<p>Many athletes wait to feel confident before a race, as if confidence were weather that might or might not arrive. A more reliable approach is to treat confidence like a bank account. Every time you do something hard in training, you make a deposit. On race day, when doubt shows up, you make a withdrawal.</p>
<h2>What Counts as a Deposit?</h2>
<ul>
<li>A key session completed as planned, or adapted wisely</li>
<li>A workout where you felt awful early and finished strong</li>
<li>Nailing your fueling on a long ride or run</li>
<li>Handling bad weather, a puncture or a crowded lane calmly</li>
<li>Consistency itself: twelve weeks without missing a strength session</li>
</ul>
<p>Notice that most of these are not about speed. Some of the most valuable deposits come from days when things went wrong and you coped.</p>
<h2>Make It Visible</h2>
<p>Memory is unreliable, especially when you are nervous. Write deposits down. A note on your phone, the back page of your training log, or index cards in a box all work. Date each one and keep it specific: "Ran the final 5K of my long run at goal pace into a headwind" is far more convincing than "good run."</p>
<h3>Making Withdrawals</h3>
<p>In the final week before your race, read the whole bank from start to finish. Pick three entries that feel the strongest and bring them with you. When you stand at the start or hit a tough patch, recall them in detail. 🔥 You are not hoping you can do this; you have proof.</p>
<h3>Protect the Balance</h3>
<p>One bad workout does not empty the account. If a session goes poorly, write down what you learned instead of replaying it. Lessons are deposits too.</p>
<p>Start today. Think back over the last month and write down five deposits you have already made. You are probably richer than you think.</p>`,
    imageUrl: 'confidence',
    categories: ['Confidence', 'Build'],
    author: 'Jess Okafor',
    status: 'published',
    publishDate: '2024-08-02',
  },
  {
    slug: 'body-image-and-the-endurance-athlete',
    title: 'Body Image and the Endurance Athlete',
    excerpt:
      'Endurance culture can quietly push athletes to judge bodies by how they look instead of what they do. Here is a kinder, healthier way to think about the body that carries you.',
    content: `<h2>A Quiet Pressure</h2>
<p>Endurance sport has a long, unhelpful habit of linking leanness with speed. It shows up in offhand comments at group runs, in race photos, and in the idea that everyone should chase a "race weight." Many runners, and plenty of triathletes and cyclists, carry these messages for years without noticing how much they shape their thinking.</p>
<p>The cost is real. Athletes who judge their bodies harshly are more likely to under-fuel, more likely to get injured, and less likely to enjoy the sport that drew them in. 🧠 How you see your body affects how you treat it, and how you treat it affects how you perform.</p>
<h2>From Appearance to Function</h2>
<p>One of the most helpful shifts is moving attention from what your body looks like to what it does. Your legs carried you up that long hill. Your lungs handled a tempo run in the heat. Your shoulders pulled you through a mile of open water. Those are facts worth noticing.</p>
<h3>A Simple Practice</h3>
<ol>
<li>After each session this week, write one sentence about something your body did well.</li>
<li>When you catch a critical thought about your appearance, gently add: "and today it also..." followed by something it achieved.</li>
<li>Unfollow or mute accounts that leave you feeling worse about your body.</li>
</ol>
<h2>Bodies Come in Many Shapes</h2>
<p>Look at the field at any local race. Fast runners come in many different builds. Strength, durability and consistency matter far more than a number on a scale, and a body that is well fueled is a body that can train.</p>
<p>If thoughts about weight or shape take up a lot of your day, or you notice restrictive eating, please talk to a doctor or a sports dietitian. Our <a href="https://example.org/reds/what-is-reds">RED-S resource page</a> is a good place to start learning more.</p>
<p>You are an athlete because of what you do, not how you look doing it.</p>`,
    imageUrl: 'self-perception',
    categories: ['Self-Perception', 'Running'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2024-08-25',
  },
  {
    slug: 'when-life-load-meets-training-load',
    title: 'When Life Load Meets Training Load',
    excerpt:
      'Your body does not keep separate accounts for work stress and training stress. Learn to read your total load during the base phase and adjust before something breaks.',
    content: `<h2>One Stress Budget</h2>
<p>Training plans usually assume that the only stress in your life is training. Real life disagrees. A deadline at work, a sick child, a house move or a difficult conversation all draw from the same pool of energy that your long run needs. Your nervous system does not keep separate accounts.</p>
<p>For age-group athletes, this is the norm rather than the exception. Most of us are fitting training around jobs and families. The base phase, with its steady volume, is the perfect time to learn how to balance the two.</p>
<h2>Reading Your Total Load</h2>
<p>Each morning, take ten seconds to rate three things on a scale of one to five:</p>
<ul>
<li><strong>Sleep:</strong> how rested do you feel?</li>
<li><strong>Life stress:</strong> how heavy does today look?</li>
<li><strong>Mood:</strong> are you looking forward to training, or dreading it?</li>
</ul>
<p>If two of the three are low, consider swapping a hard session for an easy one, or shortening it. This is not weakness; it is load management. A week of moderate consistency beats one heroic session followed by a cold.</p>
<h3>Plan for the Busy Weeks</h3>
<p>Look ahead at your calendar each Sunday. If you can see a heavy work week coming, move your key session to a lighter day or plan a lower-volume week. Coaches love athletes who communicate this early.</p>
<h2>Fuel for Thought</h2>
<p>Ask yourself: when life gets busy, what is the first thing you drop? For many athletes it is sleep, which is exactly the thing that makes training and life stress easier to handle. Protecting sleep during busy weeks may do more for your season than any workout.</p>
<p>Base training is about building a foundation, and that includes the habit of listening to your whole life, not just your training plan. The athletes who last are the ones who bend instead of break.</p>`,
    imageUrl: 'stress-management',
    categories: ['Stress Management', 'Base'],
    author: 'Lena Brandt',
    status: 'published',
    publishDate: '2024-09-17',
  },
];
