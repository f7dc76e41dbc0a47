import type { DemoPost } from './demo-post.type.js';

/** Demo articles, part 3: habits, identity and sport-specific skills. */
export const demoPosts3: DemoPost[] = [
  {
    slug: 'journaling-for-athletes-who-hate-journaling',
    title: 'Journaling for Athletes Who Hate Journaling',
    excerpt:
      'You do not need a beautiful notebook or twenty spare minutes. A low-effort journaling method built for busy athletes who would rather train than write about training.',
    content: `<h2>Not a Diary Person? Good.</h2>
<p>Many athletes hear "keep a journal" and picture pages of feelings written in neat handwriting. If that sounds exhausting, you are in good company. The good news is that useful journaling for athletes can be short, structured and almost entirely unglamorous.</p>
<p>The goal is not to write beautifully. It is to notice patterns in your thinking that you would otherwise miss. 🧠 Your memory is biased: it remembers the worst sessions vividly and forgets the quiet wins. A few words on paper corrects that bias.</p>
<h2>The Three-Line Method</h2>
<p>After each session, write three short lines:</p>
<ol>
<li><strong>One word for how it felt.</strong> Heavy, smooth, flat, fun, anxious.</li>
<li><strong>One thing that went well.</strong> Even on bad days, find something.</li>
<li><strong>One thought I noticed.</strong> "I kept telling myself I was too slow." "I felt calm on the last rep."</li>
</ol>
<p>That is it. Thirty seconds, maybe a minute. Over weeks, the third line becomes a window into your self-talk and self-perception.</p>
<h2>The Monthly Look-Back</h2>
<p>Once a month, read through your entries. Look for patterns:</p>
<ul>
<li>Which words come up most often?</li>
<li>Are anxious sessions linked to poor sleep or busy work days?</li>
<li>What kinds of thoughts show up before your best sessions?</li>
</ul>
<p>These patterns are gold for planning your next block and for conversations with a coach or sports psychologist.</p>
<h3>Make It Easy</h3>
<ul>
<li>Keep the notebook next to your shoes or in your swim bag</li>
<li>Use a notes app if paper is not your thing</li>
<li>Skip days without guilt; consistency matters more than completeness</li>
</ul>
<h3>The Off-Season Bonus</h3>
<p>During the off-season, your journal becomes the raw material for reflection. Instead of guessing how the season went, you can see it in your own words. Many athletes are surprised to find they were stronger, and kinder to themselves, than they remembered.</p>`,
    imageUrl: '',
    categories: ['Self-Perception', 'Off-Season'],
    author: 'Lena Brandt',
    status: 'published',
    publishDate: '2025-07-13',
  },
  {
    slug: 'what-working-with-a-sports-psychologist-is-really-like',
    title: 'What Working With a Sports Psychologist Is Really Like',
    excerpt:
      'No couches, no mind tricks. A plain-language look at what happens in sessions with a sports psychologist, who can benefit, and how to find a qualified practitioner near you.',
    content: `<h2>Clearing Up the Myths</h2>
<p>Many endurance athletes assume sports psychologists are only for elite professionals, or only for people who are struggling. Neither is true. Plenty of age-group runners, triathletes and cyclists work with one for a few sessions to sharpen specific skills, in the same way they might book a bike fit or a gait analysis.</p>
<h2>What a First Session Looks Like</h2>
<p>Most first sessions are conversations. You will be asked about your sport, your goals, your history and what prompted you to reach out. Common reasons include:</p>
<ul>
<li>Nerves that affect race performance</li>
<li>Loss of motivation or enjoyment</li>
<li>Coming back from injury or a difficult race</li>
<li>Balancing training with work, family and life</li>
<li>Thoughts about body image or eating that feel unhelpful</li>
</ul>
<p>From there, you and the practitioner agree on what you want to work on, and how you will know it is helping.</p>
<h2>The Work Itself</h2>
<p>Sessions usually mix conversation with practical skills: breathing, imagery, self-talk, goal-setting, routines. You will often leave with homework, such as a visualization script to practice or a journal prompt. The learning happens between sessions, in training, just like physical adaptation.</p>
<h3>Sport Psychology and Mental Health</h3>
<p>Some practitioners are trained in performance skills, while others are also licensed to treat mental health concerns like anxiety, depression or disordered eating. If your concerns go beyond performance, look for someone with clinical qualifications, or ask for a referral.</p>
<h3>Finding the Right Person</h3>
<p>Check credentials with the relevant professional body in your country, ask about experience with endurance athletes, and trust your sense of fit after a first conversation. A good relationship matters more than a famous name.</p>
<h3>Read and Watch</h3>
<ul>
<li><a href="https://example.org/psych/questions-to-ask">Read: ten questions to ask a potential practitioner</a></li>
<li><a href="https://example.org/psych/first-session-explained">Watch: a first session, explained</a></li>
<li><a href="https://example.org/psych/performance-vs-clinical">Read: performance versus clinical support</a></li>
</ul>
<p>Asking for help with your mind is no different from asking for help with your stroke. It is simply good training.</p>`,
    imageUrl: 'stress-management',
    categories: ['Stress Management', 'Confidence'],
    author: 'Dr. Callum Reid',
    status: 'published',
    publishDate: '2025-08-05',
  },
  {
    slug: 'the-comparison-trap-on-social-media',
    title: 'The Comparison Trap on Social Media',
    excerpt:
      'Scrolling through other athletes\' highlight reels can quietly chip away at your confidence. How to notice the comparison trap, step out of it, and use your feed more kindly.',
    content: `<h2>Everyone Else's Best Day</h2>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">You finish a solid run, feel good about it, upload it, and then scroll. Someone ran further. Someone ran faster. Someone posted a summit photo before breakfast. Within two minutes, your good run feels ordinary.</p>
<p>That is the comparison trap. Social platforms and training apps show you a constant stream of other people's highlights, while you live with the full reality of your own training, including the tired days, the missed sessions and the family commitments nobody sees.</p>
<h2>Why It Hurts Performance</h2>
<p>Comparison does more than dent your mood. It can push you to run easy days too fast, add sessions that do not fit your plan, or skip rest because someone else did not. Over time, it shifts your motivation from your own goals to keeping up with strangers, which is a tiring and endless race.</p>
<h2>Stepping Out of the Trap</h2>
<ul>
<li><strong>Notice the feeling:</strong> when you feel deflated after scrolling, name it. "That is comparison."</li>
<li><strong>Remember the missing context:</strong> you do not know their age, history, job, sleep or training load.</li>
<li><strong>Curate your feed:</strong> mute accounts that consistently leave you feeling worse.</li>
<li><strong>Delay the upload:</strong> wait an hour after key sessions before looking at anyone else's.</li>
<li><strong>Compare with past you:</strong> the only fair comparison is with your own history.</li>
</ul>
<h3>Use the Feed for Good</h3>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">Social media is not all bad. It can connect you with training partners, inspire you with stories of comeback and persistence, and remind you that you are part of a community. Try leaving encouraging comments on other people's ordinary runs. It shifts your own mindset from competing to belonging.</p>
<p>Your training is yours. It fits your body, your life and your goals. Nobody else's numbers can tell you whether it was a good day. Only you can decide that.</p>`,
    imageUrl: 'self-perception',
    categories: ['Self-Perception', 'Confidence'],
    author: 'Jess Okafor',
    status: 'published',
    publishDate: '2025-08-28',
  },
  {
    slug: 'motivation-is-a-visitor-discipline-lives-here',
    title: 'Motivation Is a Visitor, Discipline Lives Here',
    excerpt:
      'Motivation comes and goes with the weather, your workload and your mood; discipline is the system that gets you out the door anyway. Here is how to build one that feels kind, not harsh.',
    content: `<h2>Waiting for the Spark</h2>
<p>Motivation is wonderful when it arrives. You sign up for a race, watch a finish-line video, and suddenly early alarms feel easy. Then February comes, the novelty wears off, and you find yourself negotiating with your alarm clock. If your training depends entirely on feeling motivated, it will be inconsistent.</p>
<p>Discipline is different. It does not depend on feelings. It is a set of habits and decisions that carry you through ordinary days — which, in base training, is nearly every day.</p>
<h2>Discipline Does Not Mean Harshness</h2>
<p>Some athletes picture discipline as forcing themselves through misery. That version tends to break, often with burnout or injury. Healthy discipline is more like a well-designed environment: it makes the right choice the easy choice.</p>
<ul>
<li><strong>Decide once:</strong> plan the week on Sunday so you do not decide each morning.</li>
<li><strong>Lower the barrier:</strong> lay out kit the night before, pack the swim bag after dinner.</li>
<li><strong>Start tiny:</strong> commit to the first ten minutes; the rest usually follows.</li>
<li><strong>Stack habits:</strong> link training to something you already do, like a run straight after dropping kids at school.</li>
<li><strong>Use people:</strong> a standing Saturday ride with a friend is discipline by appointment.</li>
</ul>
<h2>Where Goals Fit In</h2>
<p>Goals give discipline a direction. When your season goal is clear and broken into weekly steps, each small decision connects to something meaningful. Revisit your goal ladder when motivation dips; it reminds you why today's easy run matters.</p>
<h3>The Weekly Digest for Discipline</h3>
<ul>
<li>Monday: glance at the week's plan and your goal ladder</li>
<li>Wednesday: check in on sleep and energy; adjust if needed</li>
<li>Sunday: note three sessions you completed and one you will protect next week</li>
</ul>
<p>Motivation will visit again. When it does, enjoy it. But build a home for your training that does not need it, and you will be consistent through every season.</p>`,
    imageUrl: 'goal-setting',
    categories: ['Goal Setting', 'Base'],
    author: 'Teo Alvarez',
    status: 'published',
    publishDate: '2025-09-20',
  },
  {
    slug: 'choosing-a-mantra-that-sticks',
    title: 'Choosing a Mantra That Sticks',
    excerpt:
      'A good mantra is short, personal and true. How to find words that will still work when you are exhausted on a mountain trail at two in the morning, and how to rehearse them.',
    content: `<h2>Why Mantras Work</h2>
<p>When you are deeply fatigued, your brain has very little space for complex thoughts. A mantra is a short phrase that fits in that small space. Repeated with your breath or footsteps, it anchors your attention, crowds out some of the negative chatter and reminds you what you came to do.</p>
<p>Trail and ultra runners use them constantly, but they help in any long effort: the last kilometers of an Ironman run, the final lengths of a long swim, a headwind section on a gravel race.</p>
<h2>What Makes a Good Mantra</h2>
<ul>
<li><strong>Short:</strong> two to five words. You need to be able to say it while breathing hard.</li>
<li><strong>Personal:</strong> it should mean something to you, not just sound good on a poster.</li>
<li><strong>Believable:</strong> "I feel amazing" is hard to believe at mile seventy. "I can keep moving" is true.</li>
<li><strong>Rhythmic:</strong> phrases that match your stride or breathing stick better.</li>
</ul>
<h3>Examples to Spark Ideas</h3>
<ul>
<li>"Relentless forward motion"</li>
<li>"Calm and strong"</li>
<li>"Light feet, soft shoulders"</li>
<li>"I have done hard things"</li>
<li>"One more aid station" 🔥</li>
</ul>
<h2>Finding Yours</h2>
<p>Think back to a moment when you felt proud in training or racing. What words describe how you moved or felt? You might also borrow a line from a friend, a song or a family saying. Write a few candidates and try each on a long run. One will feel right; you will know when it clicks.</p>
<h3>Rehearse It</h3>
<p>Use your mantra in training, especially in the hardest parts. 🔥 Pair it with a physical cue, like relaxing your hands or lifting your chin. By race day, the words and the feeling will come as a package.</p>
<h3>Read and Watch</h3>
<ul>
<li><a href="https://example.org/mantras/build-your-own">Read: a worksheet for building your own mantra</a></li>
<li><a href="https://example.org/mantras/runners-share">Watch: ultra runners share the words that got them through</a></li>
</ul>
<p>The best mantra is the one you actually remember when it counts.</p>`,
    imageUrl: 'confidence',
    categories: ['Confidence', 'Trail & Ultra'],
    author: 'Priya Raman',
    status: 'published',
    publishDate: '2025-10-13',
  },
  {
    slug: 'mindfulness-on-easy-runs',
    title: 'Mindfulness on Easy Runs',
    excerpt:
      'Easy runs are the perfect place to practice paying attention. Simple mindfulness exercises to turn base miles into a daily reset for your mind as well as your aerobic engine.',
    content: `<h2>An Opportunity Hiding in Plain Sight</h2>
<p>Most runners spend the bulk of their weekly mileage at an easy pace. Those runs are often treated as filler, done with a podcast or while mentally drafting emails. There is nothing wrong with that. But easy runs also offer something rare in a busy life: thirty to sixty minutes of gentle, rhythmic movement with nothing urgent to do.</p>
<p>That makes them perfect for mindfulness, which is simply the practice of paying attention to the present moment on purpose, without judging it.</p>
<h2>Four Simple Practices</h2>
<h3>1. The Body Scan</h3>
<p>Starting at your feet, move your attention slowly upward: feet, ankles, calves, knees, hips, core, shoulders, hands, jaw. Notice sensations without trying to fix anything. If you find tension, you can let it soften, but observation is the main goal.</p>
<h3>2. Breath Counting</h3>
<p>Count breaths from one to ten, then start again. When you lose count — and you will — just notice and return to one. That moment of noticing is the exercise.</p>
<h3>3. Five Senses</h3>
<p>Name five things you can see, four you can hear, three you can feel, two you can smell and one you can taste. It is a quick way to land in the moment on a busy mind day.</p>
<h3>4. The Footstrike Anchor</h3>
<p>Listen to your footsteps for one minute. Let the rhythm be the only thing you attend to.</p>
<h2>Why It Helps on Race Day</h2>
<p>Mindfulness trains the ability to notice thoughts and sensations without being swept away by them. In a race, that means you can feel the burning legs, hear the doubtful thought, and choose your response rather than reacting automatically. It is a quiet but powerful stress-management skill.</p>
<h2>Fuel for Thought</h2>
<p>Try one practice on your next easy run, just for five minutes. Do not aim for a calm mind; aim for a curious one. Base season gives you dozens of chances to practice, and each one makes the next a little easier.</p>`,
    imageUrl: 'stress-management',
    categories: ['Stress Management', 'Running', 'Base'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2025-11-05',
  },
  {
    slug: 'visualizing-the-hard-parts-not-just-the-finish',
    title: 'Visualizing the Hard Parts, Not Just the Finish',
    excerpt:
      'Imagining a triumphant finish feels good, but rehearsing the hardest moments is what prepares you. How cyclists and other endurance athletes can use imagery to practice coping.',
    content: `<h2>The Highlight Reel Problem</h2>
<p>When athletes first try visualization, they usually picture the best bits: crossing the line, arms raised, the crowd cheering. That kind of imagery can be motivating, but it does little to prepare you for what actually decides most endurance races — how you handle the difficult middle.</p>
<p>Coping imagery is different. You deliberately rehearse the hard parts and see yourself responding well. 🧠 When the real moment arrives, your brain recognizes it and has a plan ready.</p>
<h2>Choose Your Hard Moments</h2>
<p>For a cyclist preparing for a hilly gran fondo or a time trial, hard moments might include:</p>
<ul>
<li>The steepest ramp of the key climb, when your legs start to burn</li>
<li>Getting dropped from a group and riding alone into the wind</li>
<li>A puncture, and the stress of fixing it while others pass</li>
<li>The last twenty minutes of a time trial when everything hurts</li>
</ul>
<h2>The Coping Script</h2>
<p>For each moment, write a short script with three parts:</p>
<ol>
<li><strong>The situation:</strong> what you see, hear and feel in detail.</li>
<li><strong>The wobble:</strong> the doubt or discomfort you are likely to experience.</li>
<li><strong>The response:</strong> your breath, your cue, the action you take, and the feeling of getting through.</li>
</ol>
<p>For example: "The gradient kicks up, my breathing gets ragged, I think I cannot hold this. I sit up slightly, breathe out long, shift to an easier gear and say 'smooth circles.' My legs settle. I reach the bend."</p>
<h3>Practice Schedule</h3>
<p>During a build phase, rehearse one hard moment for three to five minutes, three times a week. Then ride the real thing in training when possible, and notice how familiar it feels.</p>
<h3>Keep the Finish, Too</h3>
<p>There is still room for the triumphant finish. Use it at the end of your session as a reward. But let the bulk of your imagery focus on the work. The finish line takes care of itself when the hard parts are handled well.</p>`,
    imageUrl: 'visualization-phelps',
    categories: ['Visualization', 'Build', 'Cycling'],
    author: 'Jess Okafor',
    status: 'published',
    publishDate: '2025-11-28',
  },
  {
    slug: 'a-guide-to-guilt-free-training-for-age-group-athletes',
    title: 'A Guide to Guilt-Free Training for Age-Group Athletes',
    excerpt:
      'Training around a job, family and friendships can bring a constant background hum of guilt. How to make peace with your choices and train with a lighter heart.',
    content: `<h2>The Guilt Nobody Talks About</h2>
<p>Ask a room of age-group athletes what makes training hard and you will hear about early mornings, tired legs and busy weeks. Ask a little more quietly and another answer comes up: guilt. Guilt about time away from children or partners. Guilt about leaving work on time for a swim. Guilt, on the other side, about skipping a session to be with family.</p>
<p>This double bind is exhausting. It turns training, which should be a source of energy, into another thing to feel bad about.</p>
<h2>Naming Your Values</h2>
<p>Guilt often shows up when our actions feel out of line with our values. The solution is not to train less or more, but to get clear on what matters and design training to fit.</p>
<ul>
<li>Write down your top four values, such as family, health, work, community.</li>
<li>For each, describe what it looks like in a good week.</li>
<li>Now look at your training plan. Where does it support these values, and where does it clash?</li>
</ul>
<p>Often, a few changes make a big difference: swapping a weekend long ride for an early start so you are home for breakfast, or training on a lunch break instead of in the evening.</p>
<h2>Involve the People Around You</h2>
<p>Share your season goals with your household. Agree together on which sessions are non-negotiable and where there is flexibility. Guilt thrives in silence; a clear plan agreed together leaves it little room.</p>
<h3>Reframing Training</h3>
<p>Training is not selfish. Regular exercise supports your mood, your health and your ability to show up for others. Many athletes find they are more patient parents, partners and colleagues because of the time they spend moving.</p>
<h3>When Guilt Is a Signal</h3>
<p>Sometimes guilt is pointing at something real: a relationship that needs attention, or a season that is too ambitious for your current life. Listen to it. Adjusting your goals to fit your life is not failure; it is wisdom.</p>
<p>You can love your sport and your people at the same time. The aim is a season you are proud of in every part of your life.</p>`,
    imageUrl: '',
    categories: ['Stress Management', 'Self-Perception'],
    author: 'Lena Brandt',
    status: 'draft',
    publishDate: '2025-12-21',
  },
  {
    slug: 'swim-sets-and-self-doubt-staying-present-in-the-pool',
    title: 'Swim Sets and Self-Doubt: Staying Present in the Pool',
    excerpt:
      'Staring at a black line for an hour leaves plenty of room for doubt. How swimmers can stay present and confident through long, demanding sets during a build phase.',
    content: `<h2>Alone With the Black Line</h2>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">Swimming is a strangely private sport. Even in a busy lane, you spend most of your time face-down, with limited sound and very little to look at. For many swimmers, that quiet becomes a stage for self-doubt, especially during demanding build-phase sets.</p>
<p>Thoughts like "I'm already slower than last week," "I'll never hold this pace for all ten," or "everyone else in the lane is stronger" can start on the first rep and snowball.</p>
<h2>Chunk the Set</h2>
<p>A set of twenty repeats looks huge on the whiteboard. Break it into chunks of four or five, and only think about the chunk you are in. Between chunks, take a moment to reset: a breath, a stretch of the fingers, a quick cue.</p>
<h2>Give Your Mind a Job</h2>
<p>Self-doubt loves an idle mind. Assign each chunk a technical focus:</p>
<ul>
<li>Chunk one: long, relaxed exhale into the water</li>
<li>Chunk two: early catch, fingertips down</li>
<li>Chunk three: steady kick from the hips</li>
<li>Chunk four: smooth, quick turns</li>
</ul>
<p>Focusing on stroke quality keeps your attention on what you can control right now, rather than on the clock or the swimmer next to you.</p>
<h3>Handling a Bad Rep</h3>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">One slow repeat does not define the set. When you see a disappointing time, give yourself three seconds to notice it, then let it go with a long exhale. Ask one question: "What is my cue for the next one?" Then push off.</p>
<h3>After the Session</h3>
<p>Write down one thing that went well, however small. Over a build phase, these notes become a confidence bank specific to the water, something you can draw on when the race buoy is in sight and the doubts return.</p>
<p>The black line is not going anywhere. With practice, it can become a place of focus rather than worry.</p>`,
    imageUrl: 'confidence',
    categories: ['Swimming', 'Confidence', 'Build'],
    author: 'Lena Brandt',
    status: 'published',
    publishDate: '2026-01-13',
  },
  {
    slug: 'transition-calm-mental-rehearsal-for-t1-and-t2',
    title: 'Transition Calm: Mental Rehearsal for T1 and T2',
    excerpt:
      'Transitions are short but chaotic, and small mistakes cost minutes. How triathletes can use step-by-step mental rehearsal to move through T1 and T2 calmly and efficiently.',
    content: `<h2>The Fourth Discipline</h2>
<p>Triathletes like to call transitions the fourth discipline. They take only a few minutes, but they are packed with decisions, fine motor tasks and adrenaline. Many athletes lose time not because they are slow, but because they get flustered: forgetting a helmet strap, fumbling a wetsuit zip or running past their bike rack.</p>
<p>Mental rehearsal is one of the most effective ways to make transitions smooth, because you can practice the sequence dozens of times without leaving your living room.</p>
<h2>Building Your T1 Script</h2>
<p>Walk through each step in order, in the present tense:</p>
<ol>
<li>I exit the water and stand up, cap and goggles off as I jog.</li>
<li>I pull the wetsuit down to my waist while running.</li>
<li>I find my rack using the landmark I chose this morning.</li>
<li>Wetsuit off, helmet on and buckled before touching the bike.</li>
<li>Unrack, run to the mount line, mount and ride.</li>
</ol>
<h2>Building Your T2 Script</h2>
<ol>
<li>Dismount before the line, jog the bike to my rack.</li>
<li>Rack the bike, then unbuckle the helmet.</li>
<li>Shoes on, race belt on, cap and nutrition in hand.</li>
<li>Jog out with short, quick steps and settle into my run cue.</li>
</ol>
<h3>Make It Vivid</h3>
<p>Imagine your legs wobbly after the swim and heavy after the bike. Feel the wet grass or the carpet under your feet. Hear the announcer. The more realistic the rehearsal, the more it transfers to race day.</p>
<h3>Practice Physically Too</h3>
<p>Set up a mini transition in your garden or driveway and walk through it a few times before your race. Combine physical walkthroughs with mental rehearsal in race week, and on the morning itself, walk from swim exit to your rack and from bike in to your rack, looking for landmarks.</p>
<p>Calm transitions come from knowing exactly what comes next. Rehearse the sequence until it feels boring, and on race day you will move through it on autopilot while others are still looking for their bikes.</p>`,
    imageUrl: 'visualization-phelps',
    categories: ['Visualization', 'Triathlon'],
    author: 'Teo Alvarez',
    status: 'published',
    publishDate: '2026-02-05',
  },
  {
    slug: 'goal-setting-after-burnout',
    title: 'Goal Setting After Burnout',
    excerpt:
      'When training has stopped feeling good, piling on new goals can make things worse. A gentler, recovery-first approach to rebuilding motivation and direction after burnout.',
    content: `<h2>Recognizing Burnout</h2>
<p>Burnout in endurance athletes often creeps in slowly. Sessions that used to be fun feel like chores. You feel tired in a way that rest does not fix. Results stall, irritability rises, and you start dreading the sport you once loved. Sometimes it follows a big season; sometimes it builds quietly alongside stress at work or home.</p>
<p>If you recognize yourself here, first check in with a doctor to rule out physical causes like illness or under-fueling. Burnout and overtraining often overlap with health issues that deserve proper attention.</p>
<h2>Why Big Goals Backfire</h2>
<p>The instinct after burnout is often to sign up for a new race to rekindle the spark. For some athletes that works, but for many, a big new goal simply adds pressure to an already exhausted system. Before you can set meaningful goals, you need a period of genuine recovery.</p>
<h2>A Recovery-First Approach</h2>
<h3>Step 1: Rest Without a Deadline</h3>
<p>Take a break from structured training. Move in ways that feel good, without tracking. Walk, swim casually, play another sport. Let the break last until you notice curiosity returning.</p>
<h3>Step 2: Reconnect With Why</h3>
<p>Write down what first drew you to your sport. Was it the outdoors, the friendships, the feeling of getting fitter, the calm after a hard effort? Those reasons are the foundation for your next goals.</p>
<h3>Step 3: Set Enjoyment Goals</h3>
<p>Your first goals back should be about experience, not performance:</p>
<ul>
<li>Run a favorite trail once a week</li>
<li>Join a social ride twice a month</li>
<li>Try a new event just for fun, with no time goal</li>
</ul>
<h3>Step 4: Add Structure Slowly</h3>
<p>When enjoyment is back, add one structured session per week. Build from there, watching for early signs of burnout returning.</p>
<p>Goals should serve you, not the other way around. After burnout, the most powerful goal may simply be to fall back in love with your sport — and to protect that love as you build again.</p>`,
    imageUrl: 'goal-setting',
    categories: ['Goal Setting', 'Recovery'],
    author: 'Dr. Callum Reid',
    status: 'published',
    publishDate: '2026-02-28',
  },
  {
    slug: 'climbing-mindset-breaking-long-hills-into-pieces',
    title: 'Climbing Mindset: Breaking Long Hills Into Pieces',
    excerpt:
      'A long climb can look endless from the bottom. Practical mental strategies for cyclists to break climbs into manageable pieces, pace wisely and finish strong at the summit.',
    content: `<h2>The View From the Bottom</h2>
<p>There is a particular feeling at the foot of a long climb. The road tilts up, a sign tells you it is twelve kilometers to the top, and your brain does a quick, unhelpful calculation about how much suffering that represents. Many riders lose the climb in that first minute, either by going out too hard or by deciding in advance that it will be miserable.</p>
<h2>Break It Into Pieces</h2>
<p>Instead of one twelve-kilometer climb, think of four three-kilometer climbs, or a climb with six hairpins, or a series of trees, signposts and bends. Each piece gets its own small goal:</p>
<ul>
<li><strong>Piece one:</strong> settle. Find your rhythm and resist the urge to chase.</li>
<li><strong>Middle pieces:</strong> hold steady. Focus on smooth pedaling and relaxed shoulders.</li>
<li><strong>Final piece:</strong> lift. If you have anything left, this is where to use it.</li>
</ul>
<p>When you finish a piece, acknowledge it. 🔥 A quick "one done" keeps momentum building.</p>
<h2>Pace Like You Mean It</h2>
<p>Most climbing mistakes are pacing mistakes. Going too hard early floods your legs and your head with discomfort, and the rest of the climb becomes a battle. Start a little below the effort you think you can hold. It should feel almost too easy for the first few minutes.</p>
<h3>Cues for the Climb</h3>
<ul>
<li>"Quiet upper body"</li>
<li>"Round circles"</li>
<li>"Breathe low"</li>
<li>"Next bend"</li>
</ul>
<h3>Training the Climbing Mindset</h3>
<p>During a build phase, choose a local climb and repeat it regularly. Use the same pieces and cues each time. Over weeks, you will build a confidence bank specific to climbing, and the anxiety at the bottom will start to shrink.</p>
<p>Long climbs are not a single wall. They are a staircase, and you only ever need to take the next step.</p>`,
    imageUrl: 'confidence',
    categories: ['Cycling', 'Confidence', 'Build'],
    author: 'Jess Okafor',
    status: 'published',
    publishDate: '2026-03-23',
  },
];
